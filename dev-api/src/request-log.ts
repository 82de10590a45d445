// Pino escapes the C0 controls but leaves DEL, C1 and U+2028/2029: request values go through log-text.ts first.
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

export const requestLog = (log: boolean | LogStream): FastifyLoggerOptions | false =>
  log === false ? false : { serializers, ...(log === true ? {} : { stream: log }) };
