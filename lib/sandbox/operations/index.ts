// The sandbox mock-data operations (/v1/sandbox/...) in documentation order; the developer portal's sandbox
// management dispatches to the same list (lib/portal/run-sandbox-operation.ts).
import type { Xs2aOperation } from '../../http/operation.ts';
import { initializeSandboxOperation } from './initialize-sandbox.ts';
import { listCustomersOperation } from './list-customers.ts';
import { createCustomerOperation } from './create-customer.ts';
import { readCustomerOperation } from './read-customer.ts';
import { deleteCustomerOperation } from './delete-customer.ts';
import { revokeConsentsOperation } from './revoke-consents.ts';
import { createAccountOperation } from './create-account.ts';
import { readAccountOperation } from './read-account.ts';
import { deleteAccountOperation } from './delete-account.ts';
import { listAccountBalancesOperation } from './list-account-balances.ts';
import { updateAccountBalancesOperation } from './update-account-balances.ts';
import { listAccountTransactionsOperation } from './list-account-transactions.ts';
import { createAccountTransactionsOperation } from './create-account-transactions.ts';
import { readAccountTransactionOperation } from './read-account-transaction.ts';
import { createCardAccountOperation } from './create-card-account.ts';
import { readCardAccountOperation } from './read-card-account.ts';
import { deleteCardAccountOperation } from './delete-card-account.ts';
import { listCardBalancesOperation } from './list-card-balances.ts';
import { updateCardBalancesOperation } from './update-card-balances.ts';
import { listCardTransactionsOperation } from './list-card-transactions.ts';
import { createCardTransactionsOperation } from './create-card-transactions.ts';
import { readCardTransactionOperation } from './read-card-transaction.ts';
import { deleteAccountTransactionOperation, deleteCardTransactionOperation } from './delete-transaction.ts';
import { listAgreementsOperation } from './list-agreements.ts';
import { createAgreementOperation } from './create-agreement.ts';
import { readAgreementOperation } from './read-agreement.ts';
import { listEngagementsOperation } from './list-engagements.ts';
import { runPaymentBatchOperation } from './run-payment-batch.ts';

export const sandboxOperations: readonly Xs2aOperation[] = [
  initializeSandboxOperation,
  listCustomersOperation, createCustomerOperation, readCustomerOperation, deleteCustomerOperation, revokeConsentsOperation,
  createAccountOperation, readAccountOperation, deleteAccountOperation, listAccountBalancesOperation, updateAccountBalancesOperation,
  listAccountTransactionsOperation, createAccountTransactionsOperation, readAccountTransactionOperation, deleteAccountTransactionOperation,
  createCardAccountOperation, readCardAccountOperation, deleteCardAccountOperation, listCardBalancesOperation, updateCardBalancesOperation,
  listCardTransactionsOperation, createCardTransactionsOperation, readCardTransactionOperation, deleteCardTransactionOperation,
  listAgreementsOperation, createAgreementOperation, readAgreementOperation, listEngagementsOperation,
  runPaymentBatchOperation,
];
