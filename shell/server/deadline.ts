/** Outside a page's render (a login, a proxied call, a feed); a render waits far less (SSR_DATA_DEADLINE_MS). */
export const PROVIDER_TIMEOUT_MS = 10_000;

/** `work` itself runs on. */
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
