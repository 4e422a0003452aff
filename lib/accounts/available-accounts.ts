// The accounts a PSU can see in a context: own accounts (PRIVATE) or the agreement's engaged accounts (CORPORATE).
import type { Db, Tx } from '../db/client.ts';

export interface AvailableAccounts {
  accountIds: string[];
  cardAccountIds: string[];
}

export interface AvailableAccountsOptions {
  db: Db | Tx;
  /** The PSU's world: customer numbers are unique only within a world. */
  worldId: string;
  customerId: string;
  customerNumber: string;
  context: 'PRIVATE' | 'CORPORATE';
  agreementId: string | null;
  /** Engagement role needed on corporate accounts: VIEW to read, REGISTER to pay. */
  role?: 'VIEW' | 'REGISTER';
}

/** All accounts available to the PSU in the context; since no account selector is shown, a consent covers all of them. */
export async function availableAccounts(opts: AvailableAccountsOptions): Promise<AvailableAccounts> {
  if (opts.context === 'PRIVATE') {
    const [accounts, cards] = await Promise.all([
      opts.db.account.findMany({ where: { customerId: opts.customerId }, select: { id: true }, orderBy: { createdAt: 'asc' } }),
      opts.db.cardAccount.findMany({ where: { customerId: opts.customerId }, select: { id: true }, orderBy: { createdAt: 'asc' } }),
    ]);
    return { accountIds: accounts.map((a) => a.id), cardAccountIds: cards.map((c) => c.id) };
  }
  if (!opts.agreementId) return { accountIds: [], cardAccountIds: [] };
  // The company itself (its own customer number, spec 5.10): every account of the agreement's owner, in every role.
  const owned = await opts.db.agreement.findFirst({ where: { id: opts.agreementId, worldId: opts.worldId, ownerCustomerId: opts.customerId }, select: { id: true } });
  if (owned) {
    const accounts = await opts.db.account.findMany({ where: { customerId: opts.customerId }, select: { id: true }, orderBy: { createdAt: 'asc' } });
    return { accountIds: accounts.map((a) => a.id), cardAccountIds: [] };
  }
  const role = opts.role ?? 'VIEW';
  const engagements = await opts.db.engagement.findMany({
    where: { worldId: opts.worldId, customerNumber: opts.customerNumber, agreementId: opts.agreementId },
    select: { accountId: true, roles: true },
  });
  const ids = engagements.filter((e) => e.roles.split(',').map((r) => r.trim().toUpperCase()).includes(role)).map((e) => e.accountId);
  return { accountIds: [...new Set(ids)], cardAccountIds: [] };
}

/**
 * The corporate agreements of the world the customer acts in: those it has engagements in (a person acting for a
 * company) and those it owns (the company's own customer number logs in straight into its agreements).
 */
export async function agreementsOfPsu(db: Db | Tx, worldId: string, customerNumber: string): Promise<{ id: string; name: string; ownerCustomerId: string; ownerName: string }[]> {
  const rows = await db.agreement.findMany({
    where: { worldId, OR: [{ engagements: { some: { customerNumber } } }, { owner: { customerNumber, worldId } }] },
    select: { id: true, name: true, ownerCustomerId: true, owner: { select: { name: true } } },
    orderBy: { createdAt: 'asc' },
  });
  return rows.map((r) => ({ id: r.id, name: r.name, ownerCustomerId: r.ownerCustomerId, ownerName: r.owner.name }));
}
