// Mode 'huge': a provider that answers every list with tens of megabytes (the real items, then
// thousands of junk entries), as one did that took a server down (issue 35).

export const HUGE_LIST_BYTES = 24 * 1024 * 1024;

const junkEntry = (i: number) =>
  JSON.stringify({ _id: `junk-${i}`, title: `Junk entry ${i} `.repeat(200), description: 'x'.repeat(2_000) });

let padding: string | undefined;

/** Made once: every list carries the same junk after its own items. */
function junk(): string {
  if (padding !== undefined) return padding;
  const entries: string[] = [];
  let bytes = 0;
  for (let i = 0; bytes < HUGE_LIST_BYTES; i++) {
    const entry = junkEntry(i);
    entries.push(entry);
    bytes += entry.length + 1;
  }
  return (padding = entries.join(','));
}

/** `json` is a list's JSON array; the parts are sent one after another (the junk is one string, made once). */
export function hugeListParts(json: string): string[] {
  const own = json.slice(1, -1).trim();
  return [`[${own}${own ? ',' : ''}`, junk(), ']'];
}

export const hugeList = (json: string): string => hugeListParts(json).join('');
