/**
 * Marks the page interactive: its region has mounted (hydrated), failed, or there is none. Tests
 * and the benchmark wait for it before they click: a server-rendered page is visible before its
 * code runs.
 */
export function markPageReady(): void {
  document.documentElement.dataset.pageReady = 'true';
}
