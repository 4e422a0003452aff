// POST /v1/sandbox/accounts — a new mock account of an existing customer.
import { findCustomerByNumber } from './find-customer-by-number.ts';
import { Xs2aError } from '../errors.ts';
import { normalizeIban, norwegianIbanFromBban } from '../checksums/iban.ts';
import { parseAmount } from '../money.ts';
import type { CreateAccountBody, SandboxAccount } from './schemas.ts';
import { atomically, newId, type DbOrTx } from '../db/transaction.ts';
import { accountInclude, toAccount } from './shape.ts';
import { balanceData } from './balances.ts';

export interface CreateAccountOptions {
  db: DbOrTx;
  /** The caller's world (worldOf the TPP): rows of other worlds are unknown. */
  worldId: string;
  /** The platform's account body, validated with createAccountBodySchema. */
  body: CreateAccountBody;
}

/**
 * Creates a mock account for the customer with `customerNumber` (unknown: 400 RESOURCE_UNKNOWN, path
 * customerNumber). Mock data: any BBAN is accepted without its MOD11 check digit (the platform's own scripts use
 * BBANs that fail it), but the IBAN must pass MOD 97 and contain the BBAN. One of the two may be left out (NO).
 * IBAN and BBAN must not belong to another account of the world (400 FORMAT_ERROR). A private customer sees the account
 * through its own customer number; corporate accounts need agreements.
 */
export async function createAccount({ db, worldId, body }: CreateAccountOptions): Promise<SandboxAccount> {
  const input = body;
  const bban = (input.bban ?? input.iban!.slice(4)).toUpperCase();
  const iban = input.iban ? normalizeIban(input.iban) : norwegianIbanFromBban(bban);
  const creditLineMinor = parseAmount(input.creditLine ?? 0, input.currency, { path: 'creditLine', allowNegative: false });

  return atomically(db, async (tx) => {
    const customer = await findCustomerByNumber(tx, worldId, input.customerNumber);
    const clash = await tx.account.findFirst({ where: { OR: [{ worldId, iban }, { worldId, bban }] }, select: { iban: true } });
    if (clash) {
      const field = clash.iban === iban ? 'iban' : 'bban';
      throw new Xs2aError('FORMAT_ERROR', `${field}: an account with ${field === 'iban' ? `IBAN ${iban}` : `BBAN ${bban}`} already exists`, { path: field });
    }
    const id = newId();
    const row = await tx.account.create({
      data: {
        id,
        worldId,
        customerId: customer.id,
        accountName: input.accountName,
        bban,
        iban,
        currency: input.currency,
        product: input.product ?? '',
        cashAccountType: input.cashAccountType ?? 'CACC',
        creditLineMinor,
        balances: { createMany: { data: balanceData(id, input.balances ?? [], 'balances') } },
      },
      include: accountInclude,
    });
    return toAccount(row);
  });
}
