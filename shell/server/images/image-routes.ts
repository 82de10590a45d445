// GET /img/<width>/<provider picture path>: the provider's picture made at one of the listed
// widths, as AVIF, WebP or JPEG by the browser's Accept (decision record 027). Pages ask for it
// through shared-api's imageUrl when the runtime configuration names this endpoint (`images`).
import type { FastifyInstance } from 'fastify';
import { PICTURE_WIDTHS } from '@school/shared-api';
import { SHELL_IMAGE_PATH } from '@school/shared-ui/region-protocol';
import { escapeForLog } from '@school/shared-api/log-text';
import { CONTENT_TYPES, negotiateFormat } from './picture-format.ts';
import type { PictureStore } from './picture-store.ts';
import { PictureFetchError, providerPictureUrl } from './provider-picture.ts';
import { WorkLimitReached } from './work-limit.ts';

/** A copy never changes for its URL and encoding; a new picture is a new provider path. */
export const PICTURE_CACHE_CONTROL = 'public, max-age=31536000';

/** `store`: the picture maker's (picture-maker.ts), which holds the store in a process of its own. */
export type ImageRoutesOptions = { apiBaseUrl: string; store: Pick<PictureStore, 'get'> };

const widths = new Set<number>(PICTURE_WIDTHS);

export async function imageRoutes(server: FastifyInstance, opts: ImageRoutesOptions): Promise<void> {
  const { store } = opts;
  server.get(`${SHELL_IMAGE_PATH}/*`, { compress: false }, async (req, reply) => {
    // The raw URL, still encoded: each segment is decoded once and checked (providerPictureUrl).
    const rest = (req.url.split('?')[0] ?? '').slice(SHELL_IMAGE_PATH.length + 1);
    const slash = rest.indexOf('/');
    const width = /^\d{1,4}$/.test(rest.slice(0, slash)) ? Number(rest.slice(0, slash)) : Number.NaN;
    if (!widths.has(width))
      return reply
        .code(400)
        .type('text/plain')
        .send(`Width must be one of ${PICTURE_WIDTHS.join(', ')}`);
    const url = providerPictureUrl(opts.apiBaseUrl, rest.slice(slash + 1));
    if (!url) return reply.code(404).type('text/plain').send('Not a picture of the provider');
    const format = negotiateFormat(req.headers.accept);
    reply.header('Vary', 'Accept');
    try {
      const picture = await store.get(url, width, format);
      reply.header('Cache-Control', PICTURE_CACHE_CONTROL).header('ETag', picture.etag);
      if (req.headers['if-none-match'] === picture.etag) return reply.code(304).send();
      return reply.type(CONTENT_TYPES[format]).send(picture.body);
    } catch (error) {
      if (error instanceof WorkLimitReached)
        return reply.code(503).header('Retry-After', '1').type('text/plain').send('Busy making pictures');
      if (error instanceof PictureFetchError) {
        if (error.status === 502) console.warn(`[shell] picture ${escapeForLog(url)}: ${escapeForLog(error.message)}`);
        return reply
          .code(error.status)
          .type('text/plain')
          .send(error.status === 404 ? 'Not found' : 'Bad gateway');
      }
      // sharp could not read it: the provider's file is no picture.
      console.warn(`[shell] picture ${escapeForLog(url)} could not be read: ${escapeForLog(String(error))}`);
      return reply.code(404).type('text/plain').send('Not a picture');
    }
  });
}
