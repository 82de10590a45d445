// The signed-in session (docs/decisions/011-sign-in-session.md): the shell's server logs in at the
// provider and keeps the token in an HttpOnly cookie that page scripts cannot read; the page gets
// the parent's name only. The auth-header calls come back here (session-proxy.ts) for the token.
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createApiClient, toApiError, type ApiErrorBody, type LoginForm, type SignedIn } from '@school/shared-api';
import type { RuntimeConfig } from '@school/config/runtime-config';
import { PROVIDER_TIMEOUT_MS } from './deadline.ts';
import { registerSessionProxy } from './session-proxy.ts';

/** Where the session lives; the browser learns it from the runtime configuration. */
export const SESSION_PATH = '/session';
export const SESSION_COOKIE = 'school_session';
/** A school day: a parent signs in again the next day (the provider's token lifetime is not shown). */
const MAX_AGE_S = 8 * 60 * 60;
/** A login form is two short fields; the auth posts (TC) are two more. */
export const SESSION_BODY_LIMIT = 8 * 1024;

type Session = { token: string; name: string };

/** The runtime configuration the browser gets from a shell with a server: it names the session route. */
export function withSession<C extends object>(runtimeConfig: C): C & { session: string } {
  return { ...runtimeConfig, session: SESSION_PATH };
}

/** The session cookie's token and name; undefined when absent or not ours. */
export function readSession(req: FastifyRequest): Session | undefined {
  const raw = req.cookies[SESSION_COOKIE];
  if (!raw) return undefined;
  try {
    const value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<Session>;
    return typeof value.token === 'string' && value.token && typeof value.name === 'string'
      ? { token: value.token, name: value.name }
      : undefined;
  } catch {
    return undefined;
  }
}

// Strict: the cookie is only needed by this site's own calls, never on a link from elsewhere.
// Path: only the session routes receive it; page requests (and so the shared page cache) never do.
const cookieOptions = (req: FastifyRequest) =>
  ({ httpOnly: true, sameSite: 'strict', path: SESSION_PATH, secure: req.protocol === 'https' }) as const;

/** POST/GET/DELETE /session and the proxy under it; registered by the shell's server. */
export async function sessionRoutes(
  server: FastifyInstance,
  { runtime }: { runtime: Pick<RuntimeConfig, 'apiBaseUrl' | 'schoolCode'> },
) {
  await server.register(fastifyCookie);
  const provider = createApiClient({
    baseUrl: runtime.apiBaseUrl,
    schoolCode: runtime.schoolCode,
    timeoutMs: PROVIDER_TIMEOUT_MS,
  });
  // An answer about one visitor's session is for that visitor only.
  server.addHook('onSend', async (_req, reply) => void reply.header('Cache-Control', 'private, no-store'));

  server.post(SESSION_PATH, { bodyLimit: SESSION_BODY_LIMIT }, async (req, reply) => {
    try {
      const { token, name } = await provider.providerLogin(req.body as LoginForm);
      const value = Buffer.from(JSON.stringify({ token, name } satisfies Session)).toString('base64url');
      return reply
        .setCookie(SESSION_COOKIE, value, { ...cookieOptions(req), maxAge: MAX_AGE_S })
        .send({ name } satisfies SignedIn);
    } catch (error) {
      return passOn(reply, error);
    }
  });

  server.get(SESSION_PATH, async (req, reply) => {
    const session = readSession(req);
    // Signed out is a normal answer, not an error: a 4xx would be a console error on every page a signed-out visitor opens.
    return session ? ({ name: session.name } satisfies SignedIn) : reply.code(204).send();
  });

  server.delete(SESSION_PATH, async (req, reply) =>
    reply.clearCookie(SESSION_COOKIE, cookieOptions(req)).code(204).send(),
  );

  await registerSessionProxy(server, {
    runtime,
    prefix: SESSION_PATH,
    timeoutMs: PROVIDER_TIMEOUT_MS,
    bodyLimit: SESSION_BODY_LIMIT,
    tokenOf: (req) => readSession(req)?.token,
  });
}

/** The provider's refusal as it gave it (status, message, issues); a provider that did not answer is a gateway error. */
function passOn(reply: FastifyReply, error: unknown) {
  const e = toApiError(error);
  if (e.kind === 'http' && e.status !== undefined)
    return reply
      .code(e.status)
      .send({ error: e.message, ...(e.issues ? { issues: e.issues } : {}) } satisfies ApiErrorBody);
  return reply
    .code(e.kind === 'timeout' ? 504 : 502)
    .send({ error: 'The school server could not be reached' } satisfies ApiErrorBody);
}
