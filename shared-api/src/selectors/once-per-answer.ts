// On a server the renders within a window share the provider's answers, the same objects
// (@school/config/provider-answers): what a page selects of an answer is then worked out once per answer,
// not once per render. A selector given here must not change what it was given.

/** `select` reads nothing but its answer and `key` (a category, a day): its result is kept while the answer lives. */
export function oncePerAnswer<A extends object, R, K extends string | number | undefined = undefined>(
  select: (answer: A, key: K) => R,
): (answer: A, key?: K) => R {
  const selected = new WeakMap<A, Map<K, R>>();
  return (answer, key) => {
    let byKey = selected.get(answer);
    if (!byKey) selected.set(answer, (byKey = new Map()));
    if (byKey.has(key as K)) return byKey.get(key as K) as R;
    const result = select(answer, key as K);
    byKey.set(key as K, result);
    return result;
  };
}
