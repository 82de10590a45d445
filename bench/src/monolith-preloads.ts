import type { RemoteName } from '@school/config/remotes';
import { apps } from '@school/config/remotes';

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
export type ViteManifest = Record<string, ManifestChunk>;

export function regionPreloadsOf(manifest: ViteManifest): (remote: RemoteName) => string {
  const closure = (keys: string[], seen = new Set<string>()): Set<string> => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      closure(manifest[key].imports ?? [], seen);
    }
    return seen;
  };
  const inPage = closure(Object.keys(manifest).filter((k) => manifest[k]!.isEntry));
  return (remote) => {
    const parcel = Object.keys(manifest).find((k) => k.endsWith(`${apps[remote].dir}/src/parcel.tsx`));
    if (!parcel) return '';
    return [...closure([parcel])]
      .filter((key) => !inPage.has(key))
      .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}" />`)
      .join('');
  };
}
