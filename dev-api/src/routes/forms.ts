// The POST endpoints: admission form, login and transfer certificate request.
import { ADMISSION_FORM_TYPE, admissionPostSchema, loginFormSchema, MOBILE_ALREADY_REGISTERED, tcRequestSchema } from '@school/shared-api/contract';
import { randomBytes } from 'node:crypto';
import { validate } from '../validation.ts';
import type { Deps, Handler } from './types.ts';
import { paramsOf } from './types.ts';

export function formHandlers(deps: Deps): { formSubmit: Handler; login: Handler; tcRequest: Handler } {
  return {
    formSubmit: async (req, reply) => {
      const { school = '', formType = '' } = paramsOf(req);
      if (formType !== ADMISSION_FORM_TYPE) {
        return reply.code(400).send({ error: `Unknown form type: ${formType}`, issues: [{ path: 'formType', message: `Form type must be ${ADMISSION_FORM_TYPE}` }] });
      }
      const parsed = validate(admissionPostSchema, req.body);
      if (!parsed.ok) return reply.code(400).send(parsed.error);
      const record = await deps.submissions.add(school, formType, parsed.data);
      if (record === 'duplicate') {
        return reply.code(409).send({ error: MOBILE_ALREADY_REGISTERED, issues: [{ path: 'mobileno', message: MOBILE_ALREADY_REGISTERED }] });
      }
      return reply.code(201).send({ id: record.id });
    },

    login: async (req, reply) => {
      const parsed = validate(loginFormSchema, req.body);
      if (!parsed.ok) return reply.code(400).send(parsed.error);
      const name = await deps.submissions.login(paramsOf(req).school ?? '', parsed.data.mobileno, parsed.data.password);
      if (name === undefined) return reply.code(401).send({ error: 'Invalid mobile number or password' });
      // The provider's session handling is not shown (SPEC section 6): the token is opaque and
      // the auth endpoints answer with or without it.
      return { token: `dev.${randomBytes(24).toString('base64url')}`, name };
    },

    tcRequest: async (req, reply) => {
      const parsed = validate(tcRequestSchema, req.body);
      if (!parsed.ok) return reply.code(400).send(parsed.error);
      const record = await deps.tc.add(paramsOf(req).school ?? '', parsed.data, new Date());
      return { data: record.reference };
    },
  };
}
