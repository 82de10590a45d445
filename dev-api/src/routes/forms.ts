import {
  ADMISSION_FORM_TYPE,
  endpoints,
  IDEMPOTENCY_KEY,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_REUSED,
  invalidBody,
  MOBILE_ALREADY_REGISTERED,
  type ApiErrorBody,
  type ParsedBodyOf,
  type PostEndpointName,
} from '@school/shared-api/contract';
import type { FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { z } from 'zod/mini';
import { fingerprintOf, type KeyClaim, type PostAnswer } from '../store/idempotency.ts';
import { answerOf } from './answer.ts';
import type { Deps, Handler } from './types.ts';
import { paramsOf } from './types.ts';

type PostHandler<N extends PostEndpointName> = (
  body: ParsedBodyOf<N>,
  req: FastifyRequest,
  claim?: KeyClaim,
) => Promise<PostAnswer>;
type PostHandlers = { [N in PostEndpointName]: PostHandler<N> };

const bodySchemas: { [N in PostEndpointName]: { body: z.ZodMiniType<ParsedBodyOf<N>> } } = endpoints;

/** `keyed`: a post sent again with its idempotency key gets the first answer, and nothing is stored twice. */
function withBody<N extends PostEndpointName>(name: N, handle: PostHandlers[N], deps: Deps, keyed: boolean): Handler {
  const schema = bodySchemas[name].body;
  return async (req, reply) => {
    const parsed = schema.safeParse(req.body ?? {});
    if (!parsed.success) return reply.code(400).send(invalidBody(parsed.error) satisfies ApiErrorBody);
    const key = req.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
    const given =
      keyed && typeof key === 'string' && IDEMPOTENCY_KEY.test(key)
        ? await deps.keys.once(
            { key: `${paramsOf(req).school ?? ''}|${name}|${key}`, fingerprint: fingerprintOf(parsed.data) },
            (claim) => handle(parsed.data, req, claim),
            () => ({ status: 422, body: { error: IDEMPOTENCY_KEY_REUSED } satisfies ApiErrorBody }),
          )
        : await handle(parsed.data, req);
    await deps.faults.pass('posts');
    return reply.code(given.status).send(given.body);
  };
}

function postHandlers(deps: Deps): PostHandlers {
  return {
    formSubmit: async (form, req, claim) => {
      const { school = '', formType = '' } = paramsOf(req);
      if (formType !== ADMISSION_FORM_TYPE) {
        return answerOf('formSubmit', 400, {
          error: `Unknown form type: ${formType}`,
          issues: [{ path: 'formType', message: `Form type must be ${ADMISSION_FORM_TYPE}` }],
        });
      }
      const record = await deps.submissions.add(school, formType, form, claim);
      if (record === 'duplicate') {
        return answerOf('formSubmit', 409, {
          error: MOBILE_ALREADY_REGISTERED,
          issues: [{ path: 'mobileno', message: MOBILE_ALREADY_REGISTERED }],
        });
      }
      return answerOf('formSubmit', 201, { id: record.id });
    },

    login: async (form, req) => {
      const name = await deps.submissions.login(paramsOf(req).school ?? '', form.mobileno, form.password);
      if (name === undefined) return answerOf('login', 401, { error: 'Invalid mobile number or password' });
      // How the provider keeps sessions is not known: the token is opaque.
      return answerOf('login', 200, { token: `dev.${randomBytes(24).toString('base64url')}`, name });
    },

    tcRequest: async (request, req, claim) => {
      const record = await deps.tc.add(paramsOf(req).school ?? '', request, new Date(), claim);
      return answerOf('tcRequest', 200, { data: record.reference });
    },
  };
}

export function formHandlers(deps: Deps): Record<PostEndpointName, Handler> {
  const posts = postHandlers(deps);
  return {
    formSubmit: withBody('formSubmit', posts.formSubmit, deps, true),
    login: withBody('login', posts.login, deps, false),
    tcRequest: withBody('tcRequest', posts.tcRequest, deps, true),
  };
}
