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

/** The placeholder the demo profile's links start with: dev-api serves stand-ins for external sites. */
export const PROVIDER_PLACEHOLDER = '{apiBaseUrl}';

/** The profile with PROVIDER_PLACEHOLDER at the start of a text field replaced by the provider's base URL. */
export function withProviderLinks(profile: unknown, apiBaseUrl: string): unknown {
  if (typeof profile !== 'object' || profile === null) return profile;
  const base = apiBaseUrl.replace(/\/+$/, '');
  return Object.fromEntries(
    Object.entries(profile).map(([key, value]) => [key, typeof value === 'string' && value.startsWith(PROVIDER_PLACEHOLDER) ? base + value.slice(PROVIDER_PLACEHOLDER.length) : value]),
  );
}

export function buildRuntimeConfig(env: SiteEnv, apiBaseUrl: string) {
  const school = withProviderLinks(JSON.parse(readFileSync(path.join(repoRoot, 'config/school-profile.json'), 'utf8')), apiBaseUrl);
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
