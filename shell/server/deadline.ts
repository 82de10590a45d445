/**
 * How long the shell's server waits for the provider outside a page's render (ms): a login, a call
 * proxied for the signed-in page (decision record 011: 10 s), a feed, the calendar or the sitemap.
 * A page's render waits far less (SSR_DATA_DEADLINE_MS); a feed is answered stale meanwhile.
 */
export const PROVIDER_TIMEOUT_MS = 10_000;

/** Rejects with a TimeoutError when `work` takes longer than `ms`; `work` itself runs on. */
export function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error(`${what} took longer than ${ms} ms`), { name: 'TimeoutError' })),
      ms,
    );
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
