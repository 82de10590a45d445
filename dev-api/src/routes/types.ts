import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Dataset } from '../content/types.ts';
import type { ImageService } from '../images/service.ts';
import type { ResolvedOptions } from '../options.ts';
import type { Faults } from '../faults.ts';
import type { IdempotencyStore } from '../store/idempotency.ts';
import type { SubmissionStore } from '../store/submissions.ts';
import type { TcStore } from '../store/tc-requests.ts';

export type Handler = (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export type Deps = {
  opts: ResolvedOptions;
  dataset: () => Dataset;
  images: ImageService;
  submissions: SubmissionStore;
  tc: TcStore;
  keys: IdempotencyStore;
  faults: Faults;
};

export const paramsOf = (req: FastifyRequest): Record<string, string | undefined> =>
  (req.params ?? {}) as Record<string, string | undefined>;
export const queryOf = (req: FastifyRequest): Record<string, string | undefined> =>
  (req.query ?? {}) as Record<string, string | undefined>;
