// The runtime configuration every app reads at start (served as /runtime-config.json beside its
// index.html). It is the allow-list of settings that reach the browser: nothing else does.
import { z } from '@school/shared-api/zod';

export const schoolProfileSchema = z.object({
  name: z.string().check(z.minLength(1)),
  shortName: z.string().check(z.minLength(1)),
  tagline: z.string(),
  address: z.string(),
  phones: z.array(z.string()).check(z.minLength(1)),
  email: z.email(),
  mapsUrl: z.url(),
  mapEmbedUrl: z.url(),
  admissionPortalUrl: z.url(),
  onlinePaymentUrl: z.url(),
  social: z.record(z.string(), z.string()),
});
export type SchoolProfile = z.infer<typeof schoolProfileSchema>;

export const remoteNames = ['mf_home', 'mf_gallery', 'mf_downloads', 'mf_forms', 'mf_kiosk'] as const;
export type RemoteName = (typeof remoteNames)[number];

export const runtimeConfigSchema = z.object({
  apiBaseUrl: z.url(),
  schoolCode: z.string().check(z.minLength(1)),
  /** Each remote's mf-manifest.json URL. */
  remotes: z.object(Object.fromEntries(remoteNames.map((n) => [n, z.url()])) as Record<RemoteName, z.ZodMiniURL>),
  school: schoolProfileSchema,
  kiosk: z._default(z.object({ achievementsYear: z.int() }), { achievementsYear: 2024 }),
  /**
   * The same-origin session route of the shell's server (e.g. '/session'), set by that server: the
   * login token lives in its HttpOnly cookie. Absent (a remote on its own): kept in page memory.
   */
  session: z.optional(z.string().check(z.regex(/^\/[\w/-]*$/))),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/**
 * Fetches and validates the configuration; the error names every bad key. `prefetched` is the
 * same file already requested by the page (the shell's index.html starts it before any bundle).
 */
export async function loadRuntimeConfig(url = './runtime-config.json', prefetched?: Promise<unknown>): Promise<RuntimeConfig> {
  const raw = prefetched ?? fetchJson(url);
  const parsed = runtimeConfigSchema.safeParse(await raw);
  if (!parsed.success) {
    const keys = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
    throw new Error(`Runtime configuration is invalid: ${keys}`);
  }
  return parsed.data;
}

async function fetchJson(url: string): Promise<unknown> {
  // The server marks it no-cache; a plain fetch lets the page's preload of it be reused.
  const res = await fetch(url);
  if (!res.ok) throw new Error(`Runtime configuration ${url} answered ${res.status}`);
  return res.json();
}
