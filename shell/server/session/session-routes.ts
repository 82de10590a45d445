// The signed-in session (docs/decisions/011, 025): the cookie holds only a random id; the token stays
// in the server's store, so Log out and expiry make a copied cookie worth nothing.
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
import { SHELL_SESSION_PATH } from '@school/shared-ui/region-protocol';
import { PROVIDER_TIMEOUT_MS } from '../deadline.ts';
import { sameOriginGuard } from './same-origin-guard.ts';
import { registerSessionProxy } from './session-proxy.ts';
import type { Session, SharedStore } from './shared-store.ts';
import type { SignInRefusal } from '../shell-metrics.ts';
import { signInLimits, signInRules, type SignInRules } from './sign-in-limits.ts';

export const SESSION_PATH = SHELL_SESSION_PATH;
export const SESSION_COOKIE = 'school_session';
/** A school day: the provider's token lifetime is not known. */
export const SESSION_MAX_AGE_S = 8 * 60 * 60;
export const SESSION_BODY_LIMIT = 8 * 1024;
export const SESSION_UNAVAILABLE = 'Signing in is not available right now. Please try again in a few minutes.';

const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;
const newSessionId = () => randomBytes(32).toString('base64url');

export function withSession<C extends object>(runtimeConfig: C): C & { session: string } {
  return { ...runtimeConfig, session: SESSION_PATH };
}

export type SessionRoutesOptions = {
  runtime: Pick<RuntimeConfig, 'apiBaseUrl' | 'schoolCode'>;
  store: SharedStore;
  publicOrigin: string;
  rules?: SignInRules;
  maxAgeS?: number;
  /** The server's metrics. */
  onRefused?: (reason: SignInRefusal) => void;
  /** Shown to the provider with each proxied post's visitor (session-proxy.ts). */
  visitorKey?: string | undefined;
};

// Strict: only this site's own calls need the cookie. Path: page requests (and so the shared page
// cache) never carry it.
const cookieOptions = (req: FastifyRequest) =>
  ({ httpOnly: true, sameSite: 'strict', path: SESSION_PATH, secure: req.protocol === 'https' }) as const;

const accountOf = (body: unknown) => {
  const mobileno = (body as Partial<LoginForm> | undefined)?.mobileno;
  return typeof mobileno === 'string' ? mobileno.replace(/\D/g, '').slice(0, 32) : '';
};

export async function sessionRoutes(server: FastifyInstance, opts: SessionRoutesOptions) {
  const { store, onRefused = () => {} } = opts;
  const maxAgeS = opts.maxAgeS ?? SESSION_MAX_AGE_S;
  await server.register(fastifyCookie);
  const provider = createApiClient({
    baseUrl: opts.runtime.apiBaseUrl,
    schoolCode: opts.runtime.schoolCode,
    timeoutMs: PROVIDER_TIMEOUT_MS,
  });
  const limits = signInLimits(store, opts.rules ?? signInRules);

  const idOf = (req: FastifyRequest) => {
    const id = req.cookies[SESSION_COOKIE];
    return id && SESSION_ID.test(id) ? id : undefined;
  };
  const sessionOf = async (req: FastifyRequest): Promise<Session | undefined> => {
    const id = idOf(req);
    return id ? store.sessions.get(id) : undefined;
  };
  const signedOut = (req: FastifyRequest, reply: FastifyReply) => reply.clearCookie(SESSION_COOKIE, cookieOptions(req));

  server.addHook('onSend', async (_req, reply) => void reply.header('Cache-Control', 'private, no-store'));
  server.addHook(
    'onRequest',
    sameOriginGuard(opts.publicOrigin, () => onRefused('cross-site')),
  );
  // The store cannot be reached (Redis away): the visitor is told to try again, the server carries on.
  server.setErrorHandler((error: { statusCode?: number }, _req, reply) => {
    if (error.statusCode && error.statusCode < 500) return reply.send(error);
    onRefused('store-unavailable');
    return reply.code(503).send({ error: SESSION_UNAVAILABLE } satisfies ApiErrorBody);
  });

  server.post(SESSION_PATH, { bodyLimit: SESSION_BODY_LIMIT }, async (req, reply) => {
    const attempt = await limits.begin(req.ip, accountOf(req.body));
    if (!('end' in attempt)) {
      onRefused('too-many');
      return tooMany(reply, attempt.waitS);
    }
    let signedIn: { token: string; name: string };
    try {
      signedIn = await provider.providerLogin(req.body as LoginForm);
    } catch (error) {
      const e = toApiError(error);
      const wrong = e.kind === 'http' && (e.status === 401 || e.status === 403);
      if (wrong) onRefused('wrong-password');
      await attempt.end(wrong ? 'wrong' : 'unknown');
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
    // Signed out is a normal answer: a 4xx would be a console error on every page a signed-out visitor opens.
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
    visitorKey: opts.visitorKey,
  });
}

function tooMany(reply: FastifyReply, waitS: number) {
  return reply
    .code(429)
    .header('Retry-After', String(waitS))
    .send({ error: signInWaitMessage(waitS) } satisfies ApiErrorBody);
}

function passOn(reply: FastifyReply, e: ReturnType<typeof toApiError>) {
  if (e.kind === 'http' && e.status !== undefined)
    return reply
      .code(e.status)
      .send({ error: e.message, ...(e.issues ? { issues: e.issues } : {}) } satisfies ApiErrorBody);
  return reply
    .code(e.kind === 'timeout' ? 504 : 502)
    .send({ error: 'The school server could not be reached' } satisfies ApiErrorBody);
}
