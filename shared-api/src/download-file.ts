// A file made in the page handed to the browser as a download: the TC image (mf-forms) and the
// .ics files of the academic calendar and the events (shared-api/ics).

/**
 * How long the object URL outlives the click (ms). Not revoked at once: some browsers read the
 * blob after click() returns, and a slow phone may take a while over a large file; one blob kept
 * a minute costs little.
 */
export const DOWNLOAD_URL_LIFETIME_MS = 60_000;

/** Starts a download of `blob` under `filename`. */
export function downloadFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: filename, hidden: true });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_URL_LIFETIME_MS);
}
