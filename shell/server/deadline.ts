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
