// The allow-list of settings that reach the browser (/runtime-config.json): nothing else does.
import { z } from '@school/shared-api/zod';
import { remoteNames, type RemoteName } from './remotes.ts';

export { remoteNames, type RemoteName };

/** Starts a demo link to one of dev-api's own pages: replaced by the provider's URL (decision record 015). */
export const PROVIDER_PLACEHOLDER = '{apiBaseUrl}';

export const runtimeDefaults = {
  schoolCode: 'SMCS01',
  /** The demo school's zone (Nagpur). */
  timeZone: 'Asia/Kolkata',
  kiosk: { achievementsYear: 2024 },
} as const;

/** Not an offset ('+05:30') or an abbreviation ('IST' is India's, Israel's and Ireland's). */
export function isTimeZone(name: string): boolean {
  if (!/^(?:UTC|[A-Za-z]+(?:\/[\w+-]+)+)$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The parts of the address line, for search engines (schema.org's PostalAddress); `country` is ISO 3166-1. */
const postalAddressSchema = z.object({
  street: z.string().check(z.minLength(1)),
  locality: z.string().check(z.minLength(1)),
  region: z.string().check(z.minLength(1)),
  postalCode: z.string().check(z.minLength(1)),
  country: z.string().check(z.regex(/^[A-Z]{2}$/)),
});
export type PostalAddressParts = z.infer<typeof postalAddressSchema>;

export const schoolProfileSchema = z
  .object({
    name: z.string().check(z.minLength(1)),
    shortName: z.string().check(z.minLength(1)),
    tagline: z.string(),
    /** The line pages show. */
    address: z.string(),
    postalAddress: z.optional(postalAddressSchema),
    phones: z.array(z.string()).check(z.minLength(1)),
    email: z.email(),
    mapsUrl: z.url(),
    mapEmbedUrl: z.url(),
    admissionPortalUrl: z.url(),
    onlinePaymentUrl: z.url(),
    social: z.record(z.string(), z.string()),
  })
  // Two spellings of one address: a deployment that edits one and not the other does not start.
  .check(
    z.refine((p) => partsInLine(p.address, p.postalAddress), {
      message: 'each part must appear in the address line',
      path: ['postalAddress'],
    }),
  );
export type SchoolProfile = z.infer<typeof schoolProfileSchema>;

function partsInLine(line: string, parts: PostalAddressParts | undefined): boolean {
  if (!parts) return true;
  const { street, locality, region, postalCode } = parts;
  return [street, locality, region, postalCode].every((part) => line.includes(part));
}

const ownPath = z.optional(z.string().check(z.regex(/^\/[\w/-]*$/)));

export const runtimeConfigSchema = z
  .object({
    apiBaseUrl: z.url(),
    schoolCode: z._default(z.string().check(z.minLength(1)), runtimeDefaults.schoolCode),
    remotes: z.object(Object.fromEntries(remoteNames.map((n) => [n, z.url()])) as Record<RemoteName, z.ZodMiniURL>),
    school: schoolProfileSchema,
    /** The calendar feed's events are at its clock time. */
    timeZone: z._default(
      z.string().check(z.refine(isTimeZone, 'must be an IANA time zone, e.g. Asia/Kolkata')),
      runtimeDefaults.timeZone,
    ),
    kiosk: z._default(z.object({ achievementsYear: z.int() }), { ...runtimeDefaults.kiosk }),
    /** The site's origin as visitors know it (PUBLIC_ORIGIN): addresses a page gives out, such as the calendar's. */
    publicOrigin: z.optional(z.url()),
    /** Set by the shell's server, which keeps the sign-in (decision record 011); absent, a remote on its own. */
    session: ownPath,
    /** Set by the shell's server (decision record 027); absent, a remote on its own asks the provider. */
    images: ownPath,
  })
  // An https page may not run or fetch http code or data (mixed content), and graders mark it down.
  .check(
    z.superRefine((config, ctx) => {
      if (!config.publicOrigin?.startsWith('https:')) return;
      const origins: [string[], string][] = [
        [['apiBaseUrl'], config.apiBaseUrl],
        ...Object.entries(config.remotes).map(([name, url]): [string[], string] => [['remotes', name], url]),
      ];
      for (const [path, url] of origins)
        if (!url.startsWith('https:'))
          ctx.issues.push({ code: 'custom', path, input: url, message: 'must be https, as the public origin is' });
    }),
  );
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
export type RuntimeConfigInput = z.input<typeof runtimeConfigSchema>;

/** `origins` says where each key came from (schoolCode → SCHOOL_CODE), so the error names what to change. */
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
