// The card-account information operations (spec 2.5, 8) in documentation order.
import type { Operation } from '../../http/operation.ts';
import { listCardAccountsOperation } from './list-card-accounts.ts';
import { readCardAccountOperation } from './read-card-account.ts';
import { readCardBalancesOperation } from './read-card-balances.ts';
import { listCardTransactionsOperation } from './list-card-transactions.ts';

export const cardAccountOperations: readonly Operation[] = [listCardAccountsOperation, readCardAccountOperation, readCardBalancesOperation, listCardTransactionsOperation];
