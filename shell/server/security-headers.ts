// The security headers of every HTML page the site serves (the shell's pages and each remote's
// standalone page), derived from the runtime configuration: the policy names exactly the origins
// that configuration points at. Decision record 009 says why each source is there.
import fastifyHelmet from '@fastify/helmet';
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { YOUTUBE_THUMBNAIL_ORIGIN } from '@school/shared-api';
import { runtimeConfigSchema } from '@school/config/runtime-config';

export type PolicySources = {
  /** The provider's API origin: data, images, form posts. */
  provider: string;
  /** Origins the page loads federated code, styles, images and frames (the sample TC) from. */
  remotes: readonly string[];
  /** Third-party pages the site frames (the school's map). */
  embeds: readonly string[];
  /** 'sha256-…' of each inline script the page HTML carries (pages are cached: no nonces). */
  scriptHashes: readonly string[];
};

const origin = (url: string) => new URL(url).origin;
const unique = (values: readonly string[]) => [...new Set(values)];

/** The origins a page of this runtime configuration uses; `withRemotes: false` for a remote's own page. */
export function sourcesOf(
  config: unknown,
  { withRemotes = true, scriptHashes = [] as readonly string[] } = {},
): PolicySources {
  const runtime = runtimeConfigSchema.parse(config);
  return {
    provider: origin(runtime.apiBaseUrl),
    remotes: withRemotes ? unique(Object.values(runtime.remotes).map(origin)) : [],
    embeds: [origin(runtime.school.mapEmbedUrl)],
    scriptHashes,
  };
}

/** Types of <script> a browser runs; others (application/json data blocks) are never executed. */
const EXECUTABLE = /^(|module|(text|application)\/(java|ecma)script)$/i;

/** The CSP hash of every inline executable script in an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attrs = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attrs)?.[1] ?? '';
    if (!EXECUTABLE.test(type.trim())) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return unique(hashes);
}

/** The Content-Security-Policy directives (helmet's form: kebab-case names, source lists). */
export function contentSecurityPolicy(s: PolicySources): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    // No 'unsafe-inline' and no 'unsafe-eval': the build and the federation runtime need neither.
    'script-src': ["'self'", ...s.remotes, ...s.scriptHashes],
    // styled-components inserts <style> tags and React writes style attributes (record 009).
    'style-src': ["'self'", "'unsafe-inline'", ...s.remotes],
    // data: and blob: for generated images (swiper's icons, the kiosk's kept photos); YouTube's
    // stills on the video cards (record 015).
    'img-src': ["'self'", 'data:', 'blob:', s.provider, ...s.remotes, YOUTUBE_THUMBNAIL_ORIGIN],
    'font-src': ["'self'", 'data:', ...s.remotes],
    'connect-src': ["'self'", s.provider, ...s.remotes],
    'frame-src': ["'self'", ...s.remotes, ...s.embeds],
    // The service worker (/sw.js) and the web app manifest are the shell's own files (record 014).
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", s.provider],
    // The site is never framed, the kiosk included (a full-screen page of its own).
    'frame-ancestors': ["'none'"],
  };
}

/** Powerful features no page uses are off; the kiosk keeps its screen awake. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'screen-wake-lock=(self)',
].join(', ');

/**
 * Helmet's headers and the Permissions-Policy on every HTML response of `server` (pages, cached
 * copies and their 304s alike), whatever route answered it; other files get none of them.
 */
export async function registerSecurityHeaders(server: FastifyInstance, sources: PolicySources): Promise<void> {
  await server.register(fastifyHelmet, {
    global: false,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(sources) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  });
  server.addHook('onSend', async (_req, reply) => {
    if (!/^text\/html/i.test(String(reply.getHeader('content-type') ?? ''))) return;
    reply.helmet();
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
  });
}
