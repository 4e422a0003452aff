// The account-information operations (spec 2.5, 8) in documentation order.
import type { Operation } from '../../http/operation.ts';
import { listAccountsOperation } from './list-accounts.ts';
import { readAccountOperation } from './read-account.ts';
import { readBalancesOperation } from './read-balances.ts';
import { listTransactionsOperation } from './list-transactions.ts';
import { readTransactionOperation } from './read-transaction.ts';
import { listAgreementsOperation } from './list-agreements.ts';

export const accountOperations: readonly Operation[] = [
  listAccountsOperation, readAccountOperation, readBalancesOperation, listTransactionsOperation, readTransactionOperation, listAgreementsOperation,
];
