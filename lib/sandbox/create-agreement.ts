// POST /v1/sandbox/agreements — a corporate agreement: PSUs get roles on the corporate customer's accounts.
import { normalizeIban } from '../checksums/iban.ts';
import type { CreateAgreementBody, SandboxAgreement } from './schemas.ts';
import { bodyError, Problems } from './input.ts';
import { atomically, newId, type DbOrTx } from '../db/transaction.ts';
import { agreementInclude, childId, toAgreement } from './shape.ts';

export interface CreateAgreementOptions {
  db: DbOrTx;
  /** The caller's world (worldOf the TPP): rows of other worlds are unknown. */
  worldId: string;
  /** {owner, name, engagements: [{customer, account: {iban|bban}, roles}]}, validated with createAgreementBodySchema. */
  body: CreateAgreementBody;
}

/**
 * Creates an agreement owned by a corporate customer. The owner must be an existing CORPORATE customer (unknown:
 * 400 RESOURCE_UNKNOWN; private: 400 FORMAT_ERROR); each engagement's customer must exist (400 RESOURCE_UNKNOWN),
 * its account must be one of the owner's accounts (400 RESOURCE_UNKNOWN) and its roles must include both VIEW and
 * REGISTER (the schema: 400 FORMAT_ERROR). The same customer and account twice → 400 FORMAT_ERROR.
 */
export async function createAgreement({ db, worldId, body }: CreateAgreementOptions): Promise<SandboxAgreement> {
  const input = body;
  return atomically(db, async (tx) => {
    const owner = await tx.customer.findUnique({
      where: { worldId_customerNumber: { worldId, customerNumber: input.owner } },
      select: { id: true, type: true, accounts: { select: { id: true, iban: true, bban: true } } },
    });
    if (!owner) throw bodyError('RESOURCE_UNKNOWN', 'owner', `no sandbox customer with customer number ${input.owner}`);
    if (owner.type !== 'CORPORATE') throw bodyError('FORMAT_ERROR', 'owner', `customer ${input.owner} is a private customer; agreements are owned by corporate customers`);

    const numbers = [...new Set(input.engagements.map((e) => e.customer))];
    const known = new Set(
      (await tx.customer.findMany({ where: { worldId, customerNumber: { in: numbers } }, select: { customerNumber: true } })).map((c) => c.customerNumber),
    );
    const problems = new Problems();
    const seen = new Set<string>();
    const engagements: { customerNumber: string; accountId: string; roles: string }[] = [];
    input.engagements.forEach((e, i) => {
      if (!known.has(e.customer)) problems.add(`engagements[${i}].customer`, `no sandbox customer with customer number ${e.customer}`, 'RESOURCE_UNKNOWN');
      const iban = e.account.iban ? normalizeIban(e.account.iban) : undefined;
      const account = owner.accounts.find((a) => (iban ? a.iban === iban : true) && (e.account.bban ? a.bban === e.account.bban : true));
      if (!account) {
        problems.add(`engagements[${i}].account`, `${iban ?? e.account.bban} is not an account of customer ${input.owner}`, 'RESOURCE_UNKNOWN');
        return;
      }
      const key = `${e.customer}|${account.id}`;
      if (seen.has(key)) problems.add(`engagements[${i}]`, `customer ${e.customer} already has an engagement on ${account.iban} in this agreement`);
      seen.add(key);
      engagements.push({ customerNumber: e.customer, accountId: account.id, roles: [...new Set(e.roles)].sort().reverse().join(',') });
    });
    problems.throwIfAny();

    const id = newId();
    const row = await tx.agreement.create({
      data: {
        id,
        worldId,
        ownerCustomerId: owner.id,
        name: input.name,
        engagements: { createMany: { data: engagements.map((e, i) => ({ id: childId(id, i), worldId, ...e })) } },
      },
      include: agreementInclude,
    });
    return toAgreement(row);
  });
}
