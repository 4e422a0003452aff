// The contexts a PSU can approve an SCA in (spec 5.10, 2.6): PRIVATE (the person's own accounts) and one CORPORATE
// context per corporate agreement. A corporate customer (the company's own number) has no private context: it logs
// in straight into its agreement(s). A flow started with PSU-Corporate-ID offers only that agreement.
import type { Db, Tx } from '../db/client.ts';
import { agreementsOfPsu, availableAccounts } from '../accounts/available-accounts.ts';
import type { PsuContextKind } from '../sca/sca-purpose.ts';

export interface PsuContextOption {
  context: PsuContextKind;
  agreementId: string | null;
  label: string;
  /** The accounts the context opens for the role asked (VIEW: consent; REGISTER: accounts to pay from). */
  accountIds: string[];
  cardAccountIds: string[];
}

export interface ContextsOptions {
  db: Db | Tx;
  worldId: string;
  customer: { id: string; name: string; customerNumber: string; type: string };
  /** ScaFlow.corporateIdHint: the PSU-Corporate-ID of the request that started the flow. */
  corporateIdHint: string | null;
  role: 'VIEW' | 'REGISTER';
}

/** The agreement a flow's PSU-Corporate-ID names, or null. */
async function fixedAgreementOf(db: Db | Tx, corporateIdHint: string | null): Promise<string | null> {
  if (!corporateIdHint) return null;
  const row = await db.corporateIdentity.findUnique({ where: { id: corporateIdHint.toLowerCase() } });
  return row?.agreementId ?? null;
}

/** Every context the PSU may choose on the hosted SCA page, private first. */
export async function contextsOfPsu(opts: ContextsOptions): Promise<PsuContextOption[]> {
  const { db, worldId, customer, role } = opts;
  const fixed = await fixedAgreementOf(db, opts.corporateIdHint);
  const options: PsuContextOption[] = [];
  if (!fixed && customer.type !== 'CORPORATE') {
    const own = await availableAccounts({ db, worldId, customerId: customer.id, customerNumber: customer.customerNumber, context: 'PRIVATE', agreementId: null });
    options.push({ context: 'PRIVATE', agreementId: null, label: `Private — ${customer.name}`, ...own });
  }
  for (const agreement of await agreementsOfPsu(db, worldId, customer.customerNumber)) {
    if (fixed && agreement.id !== fixed) continue;
    const acc = await availableAccounts({ db, worldId, customerId: customer.id, customerNumber: customer.customerNumber, context: 'CORPORATE', agreementId: agreement.id, role });
    options.push({ context: 'CORPORATE', agreementId: agreement.id, label: `Corporate — ${agreement.ownerName} (${agreement.name.trim()})`, ...acc });
  }
  return options;
}

/** The option the PSU chose, or null when it is not one of theirs. */
export function chosenContext(options: PsuContextOption[], context: PsuContextKind, agreementId: string | null): PsuContextOption | null {
  return options.find((o) => o.context === context && (context === 'PRIVATE' || o.agreementId === agreementId)) ?? null;
}
