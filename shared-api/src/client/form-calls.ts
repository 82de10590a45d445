// Unlike the getters the posts reject with an ApiError: a form has to tell the visitor nothing was sent.
import { z } from '../contract/zod.ts';
import {
  ADMISSION_FORM_TYPE,
  endpoints,
  IDEMPOTENCY_KEY_HEADER,
  signedInSchema,
  type BodyOf,
  type LoginForm,
  type LoginResponse,
  type PostEndpointName,
  type RegistrationForm,
  type SignedIn,
  type TcRequest,
} from '../contract/index.ts';
import { escapeForLog } from '../log-text.ts';
import { ApiError, issuesOf, toApiError } from './api-error.ts';
import { tokenKeeperOf, type Send, type SendInit } from './http.ts';
import { describe } from './parse-response.ts';

async function post<N extends PostEndpointName, S extends z.ZodMiniType>(
  send: Send,
  name: N,
  body: BodyOf<N>,
  answer: S,
  init: SendInit = {},
): Promise<z.output<S>> {
  try {
    const { data } = await send(name, { ...init, body });
    const parsed = answer.safeParse(data);
    if (!parsed.success) {
      throw new ApiError('invalid-response', `Unexpected response from ${name} (${describe(data)})`, {
        issues: issuesOf(parsed.error),
      });
    }
    return parsed.data;
  } catch (err) {
    const e = toApiError(err);
    console.error(
      `[shared-api] ${name} failed (${e.kind}${e.status === undefined ? '' : ` ${e.status}`}): ${escapeForLog(e.message)}`,
    );
    throw e;
  }
}

/** Made when a form is first edited, kept with what was typed until the provider's answer is known. */
export type PostOptions = { idempotencyKey?: string | undefined };

/** Only through the shell (decision record 016): a provider's CORS may refuse the header from a page. */
const keyed = (send: Send, { idempotencyKey }: PostOptions = {}): SendInit =>
  idempotencyKey && send.session !== undefined ? { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } } : {};

/** getRandomValues, not randomUUID: that one is only in secure contexts. */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function createFormCalls(send: Send) {
  const tokens = send.tokens ?? tokenKeeperOf({});
  return {
    /** The provider's answer is not known, so any success will do. */
    submitAdmission: async (form: RegistrationForm, options?: PostOptions): Promise<void> => {
      await post(send, 'formSubmit', { ...form, config: { type: ADMISSION_FORM_TYPE } }, z.unknown(), {
        params: { formType: ADMISSION_FORM_TYPE },
        ...keyed(send, options),
      });
    },
    /** Token included: for the shell's server, never for a page. */
    providerLogin: (form: LoginForm): Promise<LoginResponse> =>
      post(send, 'login', form, endpoints.login.responses[200]),
    login: async (form: LoginForm): Promise<SignedIn> => {
      if (send.session !== undefined) return post(send, 'login', form, signedInSchema);
      const { token, name } = await post(send, 'login', form, endpoints.login.responses[200]);
      tokens.set(token);
      return { name };
    },
    requestTc: async (request: TcRequest, options?: PostOptions): Promise<string> => {
      const { data } = await post(
        send,
        'tcRequest',
        { name: request.name, admission: request.admission },
        endpoints.tcRequest.responses[200],
        keyed(send, options),
      );
      return data;
    },
  };
}
export type FormCalls = ReturnType<typeof createFormCalls>;
