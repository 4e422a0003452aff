// What the hosted SCA page shows for a flow: who asks, the PSU's contexts and the accounts each would consent to.
import type { Db } from '../db/client.ts';
import { agreementsOfPsu, availableAccounts } from '../accounts/available-accounts.ts';
import { findScaFlow } from '../sca/sca-flow.ts';
import type { PsuContextKind, ScaDescription, ScaPurpose } from '../sca/sca-purpose.ts';
import { worldOf } from '../worlds/world-of.ts';
import { scaPurposeOf } from './sca-purposes.ts';

export interface ScaAccountView {
  name: string;
  iban: string;
  currency: string;
  kind: 'account' | 'card';
}

export interface ScaContextView {
  context: PsuContextKind;
  agreementId: string | null;
  label: string;
  accounts: ScaAccountView[];
}

export interface ScaView {
  flowId: string;
  purpose: ScaPurpose;
  /** The heading: "<tppName> asks to <asks>". */
  asks: string;
  /** Approval consents access to the accounts of the chosen context (listed on the page). */
  consentsAccounts: boolean;
  tppName: string;
  state: 'identify' | 'approve' | 'ended' | 'expired';
  methodPreferred: string | null;
  identityHint: string | null;
  failedAttempts: number;
  customerName: string | null;
  contexts: ScaContextView[];
  /** What the PSU approves besides account access (a payment, a basket). */
  resource: ScaDescription | null;
}

/** The page model of a flow, or null for an unknown flow id. */
export async function getScaView(opts: { db: Db; flowId: string; now?: Date }): Promise<ScaView | null> {
  const { db } = opts;
  const now = opts.now ?? new Date();
  const flow = await findScaFlow(db, opts.flowId);
  if (!flow) return null;
  const purpose = scaPurposeOf(flow.purpose);
  const tpp = await db.tpp.findUnique({ where: { id: flow.tppId }, select: { name: true } });
  const ended = flow.status === 'finalised' || flow.status === 'failed';
  const state = ended ? 'ended' : flow.expiresAt < now ? 'expired' : flow.status === 'psuIdentified' ? 'approve' : 'identify';
  const view: ScaView = {
    flowId: flow.id,
    purpose: flow.purpose,
    asks: purpose.asks,
    consentsAccounts: purpose.consentsAccounts,
    // The name the TPP's certificate attests (recorded when the flow started), never a name typed in the portal.
    tppName: flow.tppName ?? tpp?.name ?? 'Unknown provider',
    state,
    methodPreferred: flow.methodPreferred,
    identityHint: flow.identityHint,
    failedAttempts: flow.failedAttempts,
    customerName: null,
    contexts: [],
    resource: null,
  };
  if (state !== 'approve' || !flow.customerId) return view;

  const worldId = worldOf(flow.tppId);
  const customer = await db.customer.findFirst({ where: { id: flow.customerId, worldId }, select: { id: true, name: true, customerNumber: true, type: true } });
  if (!customer) return { ...view, state: 'identify' };
  view.customerName = customer.name;
  const fixedAgreement = flow.corporateIdHint
    ? (await db.corporateIdentity.findUnique({ where: { id: flow.corporateIdHint.toLowerCase() } }))?.agreementId ?? null
    : null;
  const role = purpose.role;
  if (!fixedAgreement) {
    const own = await availableAccounts({ db, worldId, customerId: customer.id, customerNumber: customer.customerNumber, context: 'PRIVATE', agreementId: null });
    view.contexts.push({ context: 'PRIVATE', agreementId: null, label: `Private — ${customer.name}`, accounts: await describeAccounts(db, own.accountIds, own.cardAccountIds) });
  }
  for (const agreement of await agreementsOfPsu(db, worldId, customer.customerNumber)) {
    if (fixedAgreement && agreement.id !== fixedAgreement) continue;
    const acc = await availableAccounts({ db, worldId, customerId: customer.id, customerNumber: customer.customerNumber, context: 'CORPORATE', agreementId: agreement.id, role });
    view.contexts.push({ context: 'CORPORATE', agreementId: agreement.id, label: `Corporate — ${agreement.ownerName} (${agreement.name.trim()})`, accounts: await describeAccounts(db, acc.accountIds, []) });
  }
  view.resource = await purpose.describe(db, flow);
  return view;
}

async function describeAccounts(db: Db, accountIds: string[], cardIds: string[]): Promise<ScaAccountView[]> {
  const [accounts, cards] = await Promise.all([
    db.account.findMany({ where: { id: { in: accountIds } }, select: { accountName: true, iban: true, currency: true } }),
    db.cardAccount.findMany({ where: { id: { in: cardIds } }, select: { name: true, maskedPan: true, currency: true } }),
  ]);
  return [
    ...accounts.map((a) => ({ name: a.accountName, iban: a.iban, currency: a.currency, kind: 'account' as const })),
    ...cards.map((c) => ({ name: c.name, iban: c.maskedPan, currency: c.currency, kind: 'card' as const })),
  ];
}
