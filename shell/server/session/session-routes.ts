// The signed-in session (docs/decisions/011, 025): the shell's server logs in at the provider and
// keeps the token in its session store; the browser's HttpOnly cookie holds only a random id that
// finds it, and the page gets the parent's name only. The auth-header calls come back here
// (session-proxy.ts) for the token. Log out and expiry end the session in the store: a copied
// cookie is then worth nothing.
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import {
  createApiClient,
  signInWaitMessage,
  toApiError,
  type ApiErrorBody,
  type LoginForm,
  type SignedIn,
} from '@school/shared-api';
import type { RuntimeConfig } from '@school/config/runtime-config';
import { PROVIDER_TIMEOUT_MS } from '../deadline.ts';
import { sameOriginGuard } from './same-origin-guard.ts';
import { registerSessionProxy } from './session-proxy.ts';
import type { Session, SharedStore } from './shared-store.ts';
import { signInLimits, signInRules, type SignInRules } from './sign-in-limits.ts';

/** Where the session lives; the browser learns it from the runtime configuration. */
export const SESSION_PATH = '/session';
export const SESSION_COOKIE = 'school_session';
/** A school day: a parent signs in again the next day (the provider's token lifetime is not shown). */
export const SESSION_MAX_AGE_S = 8 * 60 * 60;
/** A login form is two short fields; the auth posts (TC) are two more. */
export const SESSION_BODY_LIMIT = 8 * 1024;
/** What a store that cannot be reached costs a visitor: a sign-in or sign-out to try again. */
export const SESSION_UNAVAILABLE = 'Signing in is not available right now. Please try again in a few minutes.';

/** 32 random bytes, base64url: what the cookie holds, and nothing else. */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;
const newSessionId = () => randomBytes(32).toString('base64url');

/** The runtime configuration the browser gets from a shell with a server: it names the session route. */
export function withSession<C extends object>(runtimeConfig: C): C & { session: string } {
  return { ...runtimeConfig, session: SESSION_PATH };
}

export type SessionRoutesOptions = {
  runtime: Pick<RuntimeConfig, 'apiBaseUrl' | 'schoolCode'>;
  store: SharedStore;
  /** The site's origin as visitors know it: posts from any other are refused. */
  publicOrigin: string;
  /** How fast passwords may be tried; signInRules unless a test names others. */
  rules?: SignInRules;
  /** How long a session lasts; SESSION_MAX_AGE_S unless a test names another. */
  maxAgeS?: number;
};

// Strict: the cookie is only needed by this site's own calls, never on a link from elsewhere.
// Path: only the session routes receive it; page requests (and so the shared page cache) never do.
const cookieOptions = (req: FastifyRequest) =>
  ({ httpOnly: true, sameSite: 'strict', path: SESSION_PATH, secure: req.protocol === 'https' }) as const;

/** The mobile number a login names, digits only: the account its attempts count against. */
const accountOf = (body: unknown) => {
  const mobileno = (body as Partial<LoginForm> | undefined)?.mobileno;
  return typeof mobileno === 'string' ? mobileno.replace(/\D/g, '').slice(0, 32) : '';
};

/** POST/GET/DELETE /session and the proxy under it; registered by the shell's server. */
export async function sessionRoutes(server: FastifyInstance, opts: SessionRoutesOptions) {
  const { store } = opts;
  const maxAgeS = opts.maxAgeS ?? SESSION_MAX_AGE_S;
  await server.register(fastifyCookie);
  const provider = createApiClient({
    baseUrl: opts.runtime.apiBaseUrl,
    schoolCode: opts.runtime.schoolCode,
    timeoutMs: PROVIDER_TIMEOUT_MS,
  });
  const limits = signInLimits(store, opts.rules ?? signInRules);

  /** The id in the request's cookie, when it is one of ours in form. */
  const idOf = (req: FastifyRequest) => {
    const id = req.cookies[SESSION_COOKIE];
    return id && SESSION_ID.test(id) ? id : undefined;
  };
  const sessionOf = async (req: FastifyRequest): Promise<Session | undefined> => {
    const id = idOf(req);
    return id ? store.sessions.get(id) : undefined;
  };
  const signedOut = (req: FastifyRequest, reply: FastifyReply) => reply.clearCookie(SESSION_COOKIE, cookieOptions(req));

  // An answer about one visitor's session is for that visitor only.
  server.addHook('onSend', async (_req, reply) => void reply.header('Cache-Control', 'private, no-store'));
  server.addHook('onRequest', sameOriginGuard(opts.publicOrigin));
  // The store cannot be reached (Redis away): the visitor is told to try again, the server carries on.
  server.setErrorHandler((error: { statusCode?: number }, _req, reply) => {
    if (error.statusCode && error.statusCode < 500) return reply.send(error);
    return reply.code(503).send({ error: SESSION_UNAVAILABLE } satisfies ApiErrorBody);
  });

  server.post(SESSION_PATH, { bodyLimit: SESSION_BODY_LIMIT }, async (req, reply) => {
    const attempt = await limits.begin(req.ip, accountOf(req.body));
    if (!('end' in attempt)) return tooMany(reply, attempt.waitS);
    let signedIn: { token: string; name: string };
    try {
      signedIn = await provider.providerLogin(req.body as LoginForm);
    } catch (error) {
      const e = toApiError(error);
      await attempt.end(e.kind === 'http' && (e.status === 401 || e.status === 403) ? 'wrong' : 'unknown');
      return passOn(reply, e);
    }
    await attempt.end('right');
    // A new id for every sign-in: an id known before it (fixed by someone else) is never signed in.
    const previous = idOf(req);
    if (previous) await store.sessions.delete(previous);
    const id = newSessionId();
    await store.sessions.set(id, { token: signedIn.token, name: signedIn.name }, maxAgeS * 1000);
    return reply
      .setCookie(SESSION_COOKIE, id, { ...cookieOptions(req), maxAge: maxAgeS })
      .send({ name: signedIn.name } satisfies SignedIn);
  });

  server.get(SESSION_PATH, async (req, reply) => {
    const session = await sessionOf(req);
    if (session) return { name: session.name } satisfies SignedIn;
    // Signed out is a normal answer, not an error: a 4xx would be a console error on every page a
    // signed-out visitor opens. A cookie whose session ended is dropped with it.
    if (req.cookies[SESSION_COOKIE] !== undefined) signedOut(req, reply);
    return reply.code(204).send();
  });

  server.delete(SESSION_PATH, async (req, reply) => {
    const id = idOf(req);
    if (id) await store.sessions.delete(id);
    return signedOut(req, reply).code(204).send();
  });

  await registerSessionProxy(server, {
    runtime: opts.runtime,
    prefix: SESSION_PATH,
    timeoutMs: PROVIDER_TIMEOUT_MS,
    bodyLimit: SESSION_BODY_LIMIT,
    tokenOf: async (req) => (await sessionOf(req))?.token,
  });
}

function tooMany(reply: FastifyReply, waitS: number) {
  return reply
    .code(429)
    .header('Retry-After', String(waitS))
    .send({ error: signInWaitMessage(waitS) } satisfies ApiErrorBody);
}

/** The provider's refusal as it gave it (status, message, issues); a provider that did not answer is a gateway error. */
function passOn(reply: FastifyReply, e: ReturnType<typeof toApiError>) {
  if (e.kind === 'http' && e.status !== undefined)
    return reply
      .code(e.status)
      .send({ error: e.message, ...(e.issues ? { issues: e.issues } : {}) } satisfies ApiErrorBody);
  return reply
    .code(e.kind === 'timeout' ? 504 : 502)
    .send({ error: 'The school server could not be reached' } satisfies ApiErrorBody);
}
