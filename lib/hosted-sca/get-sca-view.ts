// What the hosted SCA page shows for a flow: who asks, the PSU's contexts (psu-contexts.ts) and the accounts each would
// consent to.
import type { Db } from '../db/client.ts';
import { findScaFlow, gathersConsent } from '../sca/sca-flow.ts';
import type { PsuContextKind, ScaDescription, ScaPurpose } from '../sca/sca-purpose.ts';
import { worldOf } from '../worlds/world-of.ts';
import { scaPurposeOf } from './sca-purposes.ts';
import { contextsOfPsu } from './psu-contexts.ts';

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
  /** Why the PSU has no context to approve in (then only Cancel is offered), or null. */
  noContext: string | null;
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
    consentsAccounts: purpose.consentsAccounts || gathersConsent(flow),
    // The name the TPP's certificate attests (recorded when the flow started), never a name typed in the portal.
    tppName: flow.tppName ?? tpp?.name ?? 'Unknown provider',
    state,
    methodPreferred: flow.methodPreferred,
    identityHint: flow.identityHint,
    failedAttempts: flow.failedAttempts,
    customerName: null,
    contexts: [],
    resource: null,
    noContext: null,
  };
  if (state !== 'approve' || !flow.customerId) return view;

  const worldId = worldOf(flow.tppId);
  const customer = await db.customer.findFirst({ where: { id: flow.customerId, worldId }, select: { id: true, name: true, customerNumber: true, type: true } });
  if (!customer) return { ...view, state: 'identify' };
  view.customerName = customer.name;
  // With a consent gathered, each context lists what it consents (VIEW); else the accounts the purpose acts on.
  const role = view.consentsAccounts ? 'VIEW' : purpose.role;
  for (const option of await contextsOfPsu({ db, worldId, customer, corporateIdHint: flow.corporateIdHint, role })) {
    view.contexts.push({ context: option.context, agreementId: option.agreementId, label: option.label, accounts: await describeAccounts(db, option.accountIds, option.cardAccountIds) });
  }
  if (view.contexts.length === 0) {
    view.noContext = customer.type === 'CORPORATE'
      ? `${customer.name} is a corporate customer without a corporate agreement, so it cannot act here. The company's agreement names who may act for it (sandbox: POST /v1/sandbox/agreements).`
      : 'You cannot act for the company this request names. Go back and start again without it.';
  }
  view.resource = await purpose.describe(db, flow);
  return view;
}

async function describeAccounts(db: Db, accountIds: string[], cardIds: string[]): Promise<ScaAccountView[]> {
  const [accounts, cards] = await Promise.all([
    db.account.findMany({ where: { id: { in: accountIds } }, select: { id: true, accountName: true, iban: true, currency: true } }),
    db.cardAccount.findMany({ where: { id: { in: cardIds } }, select: { id: true, name: true, maskedPan: true, currency: true } }),
  ]);
  // In the order the context lists them (the accounts' creation order), not the database's.
  const byOrder = <T extends { id: string }>(rows: T[], ids: string[]) => [...rows].sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  return [
    ...byOrder(accounts, accountIds).map((a) => ({ name: a.accountName, iban: a.iban, currency: a.currency, kind: 'account' as const })),
    ...byOrder(cards, cardIds).map((c) => ({ name: c.name, iban: c.maskedPan, currency: c.currency, kind: 'card' as const })),
  ];
}
