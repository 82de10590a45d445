// The posts. Unlike the getters they reject with an ApiError, because a form has to tell the
// visitor that nothing was sent (SPEC §8).
import { z } from '../contract/zod.ts';
import {
  ADMISSION_FORM_TYPE,
  loginResponseSchema,
  tcResponseSchema,
  type AdmissionPost,
  type EndpointName,
  type LoginForm,
  type LoginResponse,
  type RegistrationForm,
  type TcRequest,
} from '../contract/index.ts';
import { ApiError, issuesOf, toApiError } from './api-error.ts';
import type { Send, SendInit } from './http.ts';
import { describe } from './parse-response.ts';

async function post<S extends z.ZodMiniType>(send: Send, name: EndpointName, init: SendInit, schema: S): Promise<z.output<S>> {
  try {
    const { data } = await send(name, init);
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      throw new ApiError('invalid-response', `Unexpected response from ${name} (${describe(data)})`, { issues: issuesOf(parsed.error) });
    }
    return parsed.data;
  } catch (err) {
    const e = toApiError(err);
    console.error(`[shared-api] ${name} failed (${e.kind}${e.status === undefined ? '' : ` ${e.status}`}): ${e.message}`);
    throw e;
  }
}

export function createFormCalls(send: Send) {
  return {
    /** Admission registration: the form fields plus the config object SPEC §7 asks for. */
    submitAdmission: async (form: RegistrationForm): Promise<void> => {
      const body: AdmissionPost = { ...form, config: { type: 'Admission' } };
      await post(send, 'formSubmit', { params: { formType: ADMISSION_FORM_TYPE }, body }, z.unknown());
    },
    login: (form: LoginForm): Promise<LoginResponse> => post(send, 'login', { body: form }, loginResponseSchema),
    /** Resolves to the image reference of the TC (the `data` field of the answer). */
    requestTc: async (request: TcRequest): Promise<string> => {
      const { data } = await post(send, 'tcRequest', { body: { name: request.name, admission: request.admission } }, tcResponseSchema);
      return data;
    },
  };
}
export type FormCalls = ReturnType<typeof createFormCalls>;
