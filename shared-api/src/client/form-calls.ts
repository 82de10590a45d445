// The posts. Unlike the getters they reject with an ApiError, because a form has to tell the
// visitor that nothing was sent (SPEC §8).
import { z } from '../contract/zod.ts';
import {
  ADMISSION_FORM_TYPE,
  loginResponseSchema,
  signedInSchema,
  tcResponseSchema,
  type AdmissionPost,
  type EndpointName,
  type LoginForm,
  type LoginResponse,
  type RegistrationForm,
  type SignedIn,
  type TcRequest,
} from '../contract/index.ts';
import { ApiError, issuesOf, toApiError } from './api-error.ts';
import { tokenKeeperOf, type Send, type SendInit } from './http.ts';
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
  const tokens = send.tokens ?? tokenKeeperOf({});
  return {
    /** Admission registration: the form fields plus the config object SPEC §7 asks for. */
    submitAdmission: async (form: RegistrationForm): Promise<void> => {
      const body: AdmissionPost = { ...form, config: { type: 'Admission' } };
      await post(send, 'formSubmit', { params: { formType: ADMISSION_FORM_TYPE }, body }, z.unknown());
    },
    /** The provider's own answer, token included: for the shell's server, never for a page. */
    providerLogin: (form: LoginForm): Promise<LoginResponse> => post(send, 'login', { body: form }, loginResponseSchema),
    /**
     * The Login page's call. With a session route the token stays in its HttpOnly cookie; without
     * one (a remote on its own) it is kept in the page's memory. Resolves to the parent's name.
     */
    login: async (form: LoginForm): Promise<SignedIn> => {
      if (send.session !== undefined) return post(send, 'login', { body: form }, signedInSchema);
      const { token, name } = await post(send, 'login', { body: form }, loginResponseSchema);
      tokens.set(token);
      return { name };
    },
    /** Resolves to the image reference of the TC (the `data` field of the answer). */
    requestTc: async (request: TcRequest): Promise<string> => {
      const { data } = await post(send, 'tcRequest', { body: { name: request.name, admission: request.admission } }, tcResponseSchema);
      return data;
    },
  };
}
export type FormCalls = ReturnType<typeof createFormCalls>;
