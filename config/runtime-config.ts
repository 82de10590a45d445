// The runtime configuration every app reads at start (served as /runtime-config.json beside its
// index.html). It is the allow-list of settings that reach the browser: nothing else does. The
// start scripts build it and the browser loads it, both through parseRuntimeConfig.
import { z } from '@school/shared-api/zod';
import { remoteNames, type RemoteName } from './remotes.ts';

export { remoteNames, type RemoteName };

/**
 * A link in the demo data to one of dev-api's own pages (decision record 015) starts with this:
 * the start script writes the provider's base URL for it in the school profile, and dev-api the
 * URL a request reached it on in its answers.
 */
export const PROVIDER_PLACEHOLDER = '{apiBaseUrl}';

/** The settings a deployment may leave out. */
export const runtimeDefaults = {
  /** The demo provider's school (dev-api serves it); a real deployment sets SCHOOL_CODE. */
  schoolCode: 'SMCS01',
  /** The demo school's zone (Nagpur); a school elsewhere sets SCHOOL_TIME_ZONE. */
  timeZone: 'Asia/Kolkata',
  kiosk: { achievementsYear: 2024 },
} as const;

/**
 * An IANA time zone the platform knows: Area/Location ('Asia/Kolkata') or UTC. Not an offset
 * ('+05:30') or an abbreviation ('IST' is India's, Israel's and Ireland's).
 */
export function isTimeZone(name: string): boolean {
  if (!/^(?:UTC|[A-Za-z]+(?:\/[\w+-]+)+)$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

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

/** A path on the page's own origin, e.g. '/session'. */
const ownPath = z.optional(z.string().check(z.regex(/^\/[\w/-]*$/)));

export const runtimeConfigSchema = z.object({
  apiBaseUrl: z.url(),
  schoolCode: z._default(z.string().check(z.minLength(1)), runtimeDefaults.schoolCode),
  /** Each remote's mf-manifest.json URL. */
  remotes: z.object(Object.fromEntries(remoteNames.map((n) => [n, z.url()])) as Record<RemoteName, z.ZodMiniURL>),
  school: schoolProfileSchema,
  /** The school's time zone: the calendar feed's events are at its clock time. */
  timeZone: z._default(
    z.string().check(z.refine(isTimeZone, 'must be an IANA time zone, e.g. Asia/Kolkata')),
    runtimeDefaults.timeZone,
  ),
  kiosk: z._default(z.object({ achievementsYear: z.int() }), { ...runtimeDefaults.kiosk }),
  /**
   * The same-origin session route of the shell's server (e.g. '/session'), set by that server: the
   * login token lives in its HttpOnly cookie. Absent (a remote on its own): kept in page memory.
   */
  session: ownPath,
  /**
   * The same-origin image endpoint of the shell's server (e.g. '/img'), set by that server and for
   * the regions it composes: provider pictures are asked of it at the width shown (decision record
   * 027). Absent (a remote on its own): of the provider.
   */
  images: ownPath,
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
/** What a deployment writes: the settings with a default may be left out. */
export type RuntimeConfigInput = z.input<typeof runtimeConfigSchema>;

/**
 * The configuration, or an error naming every bad key (`origins` says where a key came from,
 * e.g. schoolCode → SCHOOL_CODE, so the one who started the site knows what to change).
 */
export function parseRuntimeConfig(
  raw: unknown,
  origins: (key: string) => string | undefined = () => undefined,
): RuntimeConfig {
  const parsed = runtimeConfigSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const keys = parsed.error.issues.map((issue) => {
    const key = issue.path.join('.') || '(root)';
    const origin = origins(key);
    return `${key}${origin ? ` (${origin})` : ''}: ${issue.message}`;
  });
  throw new InvalidRuntimeConfig(`Runtime configuration is invalid: ${keys.join('; ')}`);
}

export class InvalidRuntimeConfig extends Error {
  override name = 'InvalidRuntimeConfig';
}
