// dev-api's request log (DEV_API_LOG=1). Pino writes JSON, which escapes the C0 controls but leaves
// DEL, C1 and U+2028/2029 as they came; the URL, the host and error messages (which may quote the
// request) go through the site's one escaper first (shared-api's log-text.ts).
import { errorForLog, escapeForLog } from '@school/shared-api/log-text';
import type { FastifyLoggerOptions } from 'fastify';
import type { LogStream } from './options.ts';

const serializers = {
  req: (req) => ({
    method: req.method,
    url: escapeForLog(req.url),
    host: escapeForLog(req.headers.host),
    remoteAddress: req.socket.remoteAddress,
    remotePort: req.socket.remotePort,
  }),
  err: (err) => ({ type: err.name, message: escapeForLog(err.message), stack: errorForLog(err) }),
} satisfies FastifyLoggerOptions['serializers'];

/** The logger option of dev-api's fastify: none, stdout (true), or `log`'s stream. */
export const requestLog = (log: boolean | LogStream): FastifyLoggerOptions | false =>
  log === false ? false : { serializers, ...(log === true ? {} : { stream: log }) };
