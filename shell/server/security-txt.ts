// RFC 9116: where to report a security problem with the site.
import type { FastifyInstance } from 'fastify';
import { HOUR_CACHE } from '@school/config/static-cache';
import type { SchoolProfile } from '@school/config/runtime-config';

export const SECURITY_TXT_PATH = '/.well-known/security.txt';
/** The RFC advises less than a year, so a file nobody looks after stops being believed. */
export const SECURITY_TXT_VALID_DAYS = 180;

export function securityTxt(school: Pick<SchoolProfile, 'email'>, origin: string, now: Date): string {
  // From the day's start: the file reads the same all day (one ETag).
  const expires = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + SECURITY_TXT_VALID_DAYS),
  );
  return [
    `Contact: mailto:${school.email}`,
    `Expires: ${expires.toISOString()}`,
    `Canonical: ${origin.replace(/\/+$/, '')}${SECURITY_TXT_PATH}`,
    'Preferred-Languages: en',
    '',
  ].join('\n');
}

export async function securityTxtRoute(
  server: FastifyInstance,
  { school, origin }: { school: Pick<SchoolProfile, 'email'>; origin: string },
) {
  server.get(SECURITY_TXT_PATH, async (_req, reply) =>
    reply
      .header('Cache-Control', HOUR_CACHE)
      .type('text/plain; charset=utf-8')
      .send(securityTxt(school, origin, new Date())),
  );
}
