// Writes the known state (seed-data.ts) of a world with multi-row INSERTs: one statement per table, ~80 rows.
import type { Tx } from '../db/client.ts';
import type { Account, Agreement, Balance, CardAccount, Customer, Engagement } from '../db/generated/sqlite/client.ts';
import { insertRows } from '../db/insert-rows.ts';
import { insertTransactions } from '../db/insert-transactions.ts';
import { buildSeedRows } from './seed-data.ts';

/** How many rows of each kind the known state has. */
export interface SeedCounts {
  customers: number;
  accounts: number;
  cardAccounts: number;
  agreements: number;
  engagements: number;
  transactions: number;
}

const CUSTOMER = ['id', 'worldId', 'customerNumber', 'name', 'type', 'seeded', 'createdAt'] as const satisfies readonly (keyof Customer)[];
const ACCOUNT = ['id', 'worldId', 'customerId', 'accountName', 'bban', 'iban', 'currency', 'product', 'cashAccountType', 'creditLineMinor', 'createdAt'] as const satisfies readonly (keyof Account)[];
const CARD_ACCOUNT = [
  'id', 'worldId', 'customerId', 'maskedPan', 'currency', 'name', 'product', 'status', 'cardId', 'cardIdVNo', 'accountNumber', 'expiry', 'creditLimitMinor', 'createdAt',
] as const satisfies readonly (keyof CardAccount)[];
const BALANCE = ['id', 'accountId', 'cardAccountId', 'balanceType', 'amountMinor', 'currency', 'referenceDate', 'lastChangeDateTime', 'lastCommittedTransaction'] as const satisfies readonly (keyof Balance)[];
const AGREEMENT = ['id', 'worldId', 'ownerCustomerId', 'name', 'createdAt'] as const satisfies readonly (keyof Agreement)[];
const ENGAGEMENT = ['id', 'worldId', 'agreementId', 'customerNumber', 'accountId', 'roles'] as const satisfies readonly (keyof Engagement)[];

/** Inserts the known state of `worldId` (which must have none of it) inside the caller's transaction; returns the counts. */
export async function seedWorld(tx: Tx, worldId: string, now: Date): Promise<SeedCounts> {
  const rows = buildSeedRows(worldId, now);
  await insertRows(tx, 'Customer', CUSTOMER, rows.customers);
  await insertRows(tx, 'Account', ACCOUNT, rows.accounts);
  await insertRows(tx, 'CardAccount', CARD_ACCOUNT, rows.cardAccounts);
  await insertRows(tx, 'Balance', BALANCE, rows.balances);
  await insertTransactions(tx, rows.transactions);
  await insertRows(tx, 'Agreement', AGREEMENT, rows.agreements);
  await insertRows(tx, 'Engagement', ENGAGEMENT, rows.engagements);
  return {
    customers: rows.customers.length,
    accounts: rows.accounts.length,
    cardAccounts: rows.cardAccounts.length,
    agreements: rows.agreements.length,
    engagements: rows.engagements.length,
    transactions: rows.transactions.length,
  };
}
