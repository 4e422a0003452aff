// next-auth configuration of the portal: credentials sign-in, JWT strategy whose token carries only a session id
// that is checked against the PortalSession table on every request (so sign-out and revocation take effect).
import type { AuthOptions } from 'next-auth';
import * as credentialsModule from 'next-auth/providers/credentials';
import { getConfig } from '../config.ts';
import { getDb } from '../db/client.ts';
import { logger } from '../log.ts';
import { getAuthSecret } from './auth-secret.ts';
import { authenticateUser, checkPortalSession, createPortalSession, revokePortalSession, SESSION_MAX_AGE_SECONDS, type PortalAccount } from './sessions.ts';

type CredentialsFactory = typeof credentialsModule.default;
// The provider module is CommonJS: a bundler gives its default export, plain Node ESM the module object.
const Credentials: CredentialsFactory =
  typeof credentialsModule.default === 'function'
    ? credentialsModule.default
    : (credentialsModule.default as unknown as { default: CredentialsFactory }).default;

/** Thrown from the jwt callback when the session row is gone; next-auth then clears the cookie. */
class SessionEndedError extends Error {
  constructor() {
    super('The portal session has ended');
    this.name = 'SessionEndedError';
  }
}

/** Principals resolved by the jwt callback, handed to the session callback of the same request. */
const principals = new WeakMap<object, PortalAccount>();

// Without NEXTAUTH_URL, next-auth derives its URL from the request's Host / X-Forwarded-* headers.
if (!getConfig().nextAuthUrl) process.env.AUTH_TRUST_HOST ??= 'true';

let cached: Promise<AuthOptions> | null = null;

/** The next-auth options (the secret comes from the environment or DATA_DIR). */
export function getAuthOptions(): Promise<AuthOptions> {
  cached ??= build().catch((e: unknown) => {
    cached = null;
    throw e;
  });
  return cached;
}

async function build(): Promise<AuthOptions> {
  return {
    secret: await getAuthSecret(),
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: '/signin', error: '/signin' },
    providers: [
      Credentials({
        name: 'E-mail and password',
        credentials: { email: { label: 'E-mail', type: 'email' }, password: { label: 'Password', type: 'password' } },
        async authorize(credentials) {
          const db = await getDb();
          const user = await authenticateUser({ db, email: credentials?.email, password: credentials?.password });
          if (!user) return null;
          const sessionId = await createPortalSession({ db, userId: user.id });
          return { id: user.id, sessionId };
        },
      }),
    ],
    callbacks: {
      async jwt({ token, user }) {
        if (user) return { sid: (user as { sessionId?: string }).sessionId };
        const sid = typeof token.sid === 'string' ? token.sid : null;
        const principal = sid ? await checkPortalSession({ db: await getDb(), sessionId: sid }) : null;
        if (!principal) throw new SessionEndedError();
        const out = { sid };
        principals.set(out, principal);
        return out;
      },
      async session({ session, token }) {
        const principal = principals.get(token);
        if (!principal) throw new SessionEndedError();
        return { expires: session.expires, user: { name: principal.name, email: principal.email }, portal: principal };
      },
    },
    events: {
      async signOut({ token }) {
        if (typeof token?.sid === 'string') await revokePortalSession({ db: await getDb(), sessionId: token.sid });
      },
    },
    logger: {
      error(code, metadata) {
        const err = metadata instanceof Error ? metadata : (metadata as { error?: unknown } | undefined)?.error;
        if (code === 'JWT_SESSION_ERROR' && (err instanceof SessionEndedError || (err instanceof Error && /JWT invalid|decryption/i.test(err.message)))) return;
        logger.warn({ code, err }, 'next-auth');
      },
      warn(code) {
        if (code !== 'DEBUG_ENABLED') logger.debug({ code }, 'next-auth');
      },
      debug() {},
    },
  };
}
