// How the page loader and the app meet (decision record 028): the loader imports the shell's entry,
// which offers it this once federation has started; a page without the loader starts the app.

/** What the page loader asks of the app's code. */
export type PageHost = {
  /** Hydrates the whole page. */
  app(): void;
  /** Hydrates one island in place; a build with no island host of its own (the bench's monolith) wakes islands here. */
  island?(element: HTMLElement): Promise<void>;
};

/** The loader puts a function here that takes the host. */
export const PAGE_HOST_KEY = '__schoolPageHost';

export function offerPageHost(host: PageHost): void {
  const take = (window as unknown as Record<string, unknown>)[PAGE_HOST_KEY];
  if (typeof take === 'function') take(host);
  else host.app();
}
