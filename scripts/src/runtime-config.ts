// Builds the runtime configuration served to every app from the start script's environment:
// the same builds point at another provider or other remote URLs without being rebuilt.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { apps, remoteNames, type RemoteName } from '../../config/remotes.ts';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export type SiteEnv = Partial<Record<string, string>>;

const envKey = (name: RemoteName) => `${name.toUpperCase()}_URL`; // e.g. MF_HOME_URL

export function portOf(app: keyof typeof apps, env: SiteEnv): number {
  const raw = env[`${app.toUpperCase()}_PORT`];
  return raw ? Number(raw) : apps[app].port;
}

export function buildRuntimeConfig(env: SiteEnv, apiBaseUrl: string) {
  const school = JSON.parse(readFileSync(path.join(repoRoot, 'config/school-profile.json'), 'utf8')) as unknown;
  const remotes = Object.fromEntries(
    remoteNames.map((name) => [name, env[envKey(name)] ?? `http://localhost:${portOf(name, env)}/mf-manifest.json`]),
  );
  return {
    apiBaseUrl,
    schoolCode: env.SCHOOL_CODE ?? 'SMCS01',
    remotes,
    school,
    kiosk: { achievementsYear: Number(env.KIOSK_ACHIEVEMENTS_YEAR ?? 2024) },
  };
}
