// Sign-up: a portal user, and in sandbox mode optionally a fresh sandbox organisation it owns. An existing
// organisation is never joined here (proof of control or invitation, after signing in). The answer is the same
// whether or not the e-mail was registered before, and takes about as long (the password is hashed either way);
// nothing changes for an existing e-mail.
import { randomUUID } from 'node:crypto';
import { getConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { atomically, isUniqueViolation } from '../db/transaction.ts';
import { commonPasswordReason } from './common-password.ts';
import { PortalError } from './errors.ts';
import { LIMITS } from './limits.ts';
import { hashPassword } from './password.ts';
import { enforceRateLimit } from './rate-limit.ts';
import { createSandboxOrganisation } from './sandbox-organisation.ts';
import type { SignUp, SignUpReceived } from './schemas.ts';

/** Options of registerAccount. */
export interface RegisterAccountOptions {
  db: Db;
  /** The sign-up, validated with signUpSchema. */
  input: SignUp;
  /** The client address (per-address limit), null when unknown. */
  address: string | null;
}

const received = (email: string): SignUpReceived => ({
  status: 'received',
  text:
    `If ${email} had no account yet, it has one now: sign in with this password. If it already had one, nothing was ` +
    'changed: sign in with the password you chose then.',
});

/** Creates the account (and a sandbox organisation when asked); answers the same when the e-mail is taken. */
export async function registerAccount({ db, input, address }: RegisterAccountOptions): Promise<SignUpReceived> {
  if (address) await enforceRateLimit({ db, rule: LIMITS.signUpPerAddress, subject: address, what: 'sign-ups from your network' });
  const common = commonPasswordReason(input.password);
  if (common) throw new PortalError('PASSWORD_WEAK', common, 'password');
  if (input.organisation === 'sandbox' && getConfig().mode !== 'sandbox') {
    throw new PortalError('SANDBOX_ONLY', 'Sandbox organisations exist in sandbox mode only: sign up, then prove control of your organisation with its certificate', 'organisation');
  }
  const passwordHash = await hashPassword(input.password);
  try {
    await atomically(db, async (tx) => {
      if (await tx.portalUser.findUnique({ where: { email: input.email }, select: { id: true } })) return; // taken: change nothing
      const userId = randomUUID();
      await tx.portalUser.create({ data: { id: userId, email: input.email, name: input.name, passwordHash } });
      if (input.organisation === 'sandbox') {
        const { tppId } = await createSandboxOrganisation(tx, { name: input.organizationName ?? '', roles: input.roles ?? [] });
        await tx.portalMember.create({ data: { userId, tppId, role: 'owner' } });
      }
    });
  } catch (e) {
    if (!isUniqueViolation(e)) throw e; // the same e-mail signed up at the same moment
  }
  return received(input.email);
}
