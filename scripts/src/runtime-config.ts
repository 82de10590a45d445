// Builds the runtime configuration served to every app from the start script's environment:
// the same builds point at another provider or other remote URLs without being rebuilt.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { remoteNames, type AppName, type RemoteName } from '@school/config/remotes';
import { parseRuntimeConfig, PROVIDER_PLACEHOLDER, type RuntimeConfig } from '@school/config/runtime-config';
import { parseStartSettings } from '@school/config/start-settings';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export type SiteEnv = Partial<Record<string, string>>;

const envKey = (name: RemoteName) => `${name.toUpperCase()}_URL`; // e.g. MF_HOME_URL

/** The app's port in this environment (SHELL_PORT, MF_HOME_PORT…, else its default); throws InvalidStartSettings. */
export function portOf(app: AppName, env: SiteEnv): number {
  return parseStartSettings(env).ports[app];
}

/** The profile with PROVIDER_PLACEHOLDER at the start of a text field replaced by the provider's base URL. */
export function withProviderLinks(profile: unknown, apiBaseUrl: string): unknown {
  if (typeof profile !== 'object' || profile === null) return profile;
  const base = apiBaseUrl.replace(/\/+$/, '');
  return Object.fromEntries(
    Object.entries(profile).map(([key, value]) => [
      key,
      typeof value === 'string' && value.startsWith(PROVIDER_PLACEHOLDER)
        ? base + value.slice(PROVIDER_PLACEHOLDER.length)
        : value,
    ]),
  );
}

/** Where each key of the configuration comes from, for the message when one is wrong. */
function originOf(key: string, env: SiteEnv): string | undefined {
  if (key === 'apiBaseUrl') return 'API_BASE_URL';
  if (key === 'schoolCode') return 'SCHOOL_CODE';
  if (key === 'timeZone') return 'SCHOOL_TIME_ZONE';
  if (key === 'kiosk.achievementsYear') return 'KIOSK_ACHIEVEMENTS_YEAR';
  if (key === 'publicOrigin') return 'PUBLIC_ORIGIN';
  if (key === 'school.email' && env.SCHOOL_EMAIL !== undefined) return 'SCHOOL_EMAIL';
  const remote = remoteNames.find((name) => key === `remotes.${name}`);
  if (remote) return envKey(remote);
  return key.startsWith('school') ? 'config/school-profile.json' : undefined;
}

/** The configuration of this environment; throws, naming every bad key and its variable, before anything starts. */
export function buildRuntimeConfig(env: SiteEnv, apiBaseUrl: string): RuntimeConfig {
  const profile = withProviderLinks(
    JSON.parse(readFileSync(path.join(repoRoot, 'config/school-profile.json'), 'utf8')),
    apiBaseUrl,
  );
  // The school's address is a deployment's own; the profile's is the demo's.
  const school = env.SCHOOL_EMAIL === undefined ? profile : { ...(profile as object), email: env.SCHOOL_EMAIL };
  const { ports, publicOrigin } = parseStartSettings(env);
  const remotes = Object.fromEntries(
    remoteNames.map((name) => [name, env[envKey(name)] ?? `http://localhost:${ports[name]}/mf-manifest.json`]),
  );
  const year = env.KIOSK_ACHIEVEMENTS_YEAR;
  return parseRuntimeConfig(
    {
      apiBaseUrl,
      schoolCode: env.SCHOOL_CODE,
      timeZone: env.SCHOOL_TIME_ZONE,
      remotes,
      school,
      publicOrigin: publicOrigin ?? `http://localhost:${ports.shell}`,
      // An unset variable takes the schema's default; a set one must be a year.
      kiosk: year === undefined ? undefined : { achievementsYear: year.trim() === '' ? Number.NaN : Number(year) },
    },
    (key) => originOf(key, env),
  );
}
