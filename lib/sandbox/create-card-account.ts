// POST /v1/sandbox/card-accounts — a new mock card account of an existing customer.
import { findCustomerByNumber } from './find-customer-by-number.ts';
import { parseAmount } from '../money.ts';
import type { CreateCardAccountBody, SandboxCardAccount } from './schemas.ts';
import { atomically, newId, type DbOrTx } from '../db/transaction.ts';
import { cardAccountInclude, toCardAccount } from './shape.ts';
import { balanceData } from './balances.ts';

export interface CreateCardAccountOptions {
  db: DbOrTx;
  /** The caller's world (worldOf the TPP): rows of other worlds are unknown. */
  worldId: string;
  /** The platform's card-account body, validated with createCardAccountBodySchema. */
  body: CreateCardAccountBody;
}

/** Creates a mock card account for the customer with `customerNumber` (unknown: 400 RESOURCE_UNKNOWN). */
export async function createCardAccount({ db, worldId, body }: CreateCardAccountOptions): Promise<SandboxCardAccount> {
  const input = body;
  const creditLimitMinor = input.creditLimit
    ? parseAmount(input.creditLimit.amount, input.currency, { path: 'creditLimit.amount', allowNegative: false })
    : 0n;
  return atomically(db, async (tx) => {
    const customer = await findCustomerByNumber(tx, worldId, input.customerNumber);
    const id = newId();
    const row = await tx.cardAccount.create({
      data: {
        id,
        worldId,
        customerId: customer.id,
        maskedPan: input.maskedPan,
        currency: input.currency,
        name: input.name ?? '',
        product: input.product ?? '',
        status: input.status ?? 'enabled',
        cardId: input.cardId ?? null,
        cardIdVNo: input.cardIdVNo ?? null,
        accountNumber: input.accountNumber ?? null,
        expiry: input.expiry ?? null,
        creditLimitMinor,
        balances: { createMany: { data: balanceData(id, input.balances ?? [], 'balances') } },
      },
      include: cardAccountInclude,
    });
    return toCardAccount(row);
  });
}
