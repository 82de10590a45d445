// The posts, one plain function each; bodies and answers are typed and checked by the contract.
// Unlike the getters they reject with an ApiError, because a form has to tell the visitor that
// nothing was sent.
import { z } from '../contract/zod.ts';
import {
  ADMISSION_FORM_TYPE,
  endpoints,
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

/** Posts `body` to an endpoint and reads its answer with `answer` (the contract's success schema). */
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

export function createFormCalls(send: Send) {
  const tokens = send.tokens ?? tokenKeeperOf({});
  return {
    /**
     * Admission registration: the form fields plus the config object `{ type: 'Admission' }`. The
     * provider's answer is not known, so any success will do.
     */
    submitAdmission: async (form: RegistrationForm): Promise<void> => {
      await post(send, 'formSubmit', { ...form, config: { type: ADMISSION_FORM_TYPE } }, z.unknown(), {
        params: { formType: ADMISSION_FORM_TYPE },
      });
    },
    /** The provider's own answer, token included: for the shell's server, never for a page. */
    providerLogin: (form: LoginForm): Promise<LoginResponse> =>
      post(send, 'login', form, endpoints.login.responses[200]),
    /**
     * The Login page's call. With a session route the token stays in its HttpOnly cookie (the
     * route answers the name only); without one (a remote on its own) it is kept in the page's
     * memory. Resolves to the parent's name.
     */
    login: async (form: LoginForm): Promise<SignedIn> => {
      if (send.session !== undefined) return post(send, 'login', form, signedInSchema);
      const { token, name } = await post(send, 'login', form, endpoints.login.responses[200]);
      tokens.set(token);
      return { name };
    },
    /** Resolves to the image reference of the TC (the `data` field of the answer). */
    requestTc: async (request: TcRequest): Promise<string> => {
      const { data } = await post(
        send,
        'tcRequest',
        { name: request.name, admission: request.admission },
        endpoints.tcRequest.responses[200],
      );
      return data;
    },
  };
}
export type FormCalls = ReturnType<typeof createFormCalls>;
