import {
  ADMISSION_FORM_TYPE,
  endpoints,
  invalidBody,
  MOBILE_ALREADY_REGISTERED,
  type ApiErrorBody,
  type ParsedBodyOf,
  type PostEndpointName,
} from '@school/shared-api/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { z } from 'zod/mini';
import { answer } from './answer.ts';
import type { Deps, Handler } from './types.ts';
import { paramsOf } from './types.ts';

type PostHandler<N extends PostEndpointName> = (
  body: ParsedBodyOf<N>,
  req: FastifyRequest,
  reply: FastifyReply,
) => Promise<unknown>;
type PostHandlers = { [N in PostEndpointName]: PostHandler<N> };

const bodySchemas: { [N in PostEndpointName]: { body: z.ZodMiniType<ParsedBodyOf<N>> } } = endpoints;

function withBody<N extends PostEndpointName>(name: N, handle: PostHandlers[N]): Handler {
  const schema = bodySchemas[name].body;
  return async (req, reply) => {
    const parsed = schema.safeParse(req.body ?? {});
    if (!parsed.success) return reply.code(400).send(invalidBody(parsed.error) satisfies ApiErrorBody);
    return handle(parsed.data, req, reply);
  };
}

function postHandlers(deps: Deps): PostHandlers {
  return {
    formSubmit: async (form, req, reply) => {
      const { school = '', formType = '' } = paramsOf(req);
      if (formType !== ADMISSION_FORM_TYPE) {
        return answer(reply, 'formSubmit', 400, {
          error: `Unknown form type: ${formType}`,
          issues: [{ path: 'formType', message: `Form type must be ${ADMISSION_FORM_TYPE}` }],
        });
      }
      const record = await deps.submissions.add(school, formType, form);
      if (record === 'duplicate') {
        return answer(reply, 'formSubmit', 409, {
          error: MOBILE_ALREADY_REGISTERED,
          issues: [{ path: 'mobileno', message: MOBILE_ALREADY_REGISTERED }],
        });
      }
      return answer(reply, 'formSubmit', 201, { id: record.id });
    },

    login: async (form, req, reply) => {
      const name = await deps.submissions.login(paramsOf(req).school ?? '', form.mobileno, form.password);
      if (name === undefined) return answer(reply, 'login', 401, { error: 'Invalid mobile number or password' });
      // How the provider keeps sessions is not known: the token is opaque.
      return answer(reply, 'login', 200, { token: `dev.${randomBytes(24).toString('base64url')}`, name });
    },

    tcRequest: async (request, req, reply) => {
      const record = await deps.tc.add(paramsOf(req).school ?? '', request, new Date());
      return answer(reply, 'tcRequest', 200, { data: record.reference });
    },
  };
}

export function formHandlers(deps: Deps): Record<PostEndpointName, Handler> {
  const posts = postHandlers(deps);
  return {
    formSubmit: withBody('formSubmit', posts.formSubmit),
    login: withBody('login', posts.login),
    tcRequest: withBody('tcRequest', posts.tcRequest),
  };
}
