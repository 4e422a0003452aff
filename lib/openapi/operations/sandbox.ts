// OpenAPI entries of the sandbox mock-data operations (/v1/sandbox/..., spec 1.7, 2.3, 2.4, 4.2, 4.3, 4.4).
import { z } from 'zod';
import { tppMessagesSchema } from '../common.ts';
import { defineOperations, type OperationSpec } from '../types.ts';
import {
  balanceSchema, createAccountBodySchema, createAgreementBodySchema, createCardAccountBodySchema, createCardTransactionsBodySchema,
  createCustomerBodySchema, createTransactionsBodySchema, initializeSandboxResultSchema, listAgreementsQuerySchema, listCustomersQuerySchema,
  listTransactionsQuerySchema, MAX_TRANSACTIONS_LIMIT, MAX_TRANSACTIONS_PER_REQUEST, sandboxAccountSchema, sandboxAgreementSchema,
  sandboxCardAccountSchema, sandboxCardTransactionSchema, sandboxCustomerSchema, sandboxEngagementSchema, sandboxTransactionSchema,
  updateBalancesBodySchema,
} from '../../sandbox/schemas.ts';

const TAG = 'Sandbox mock data';
const err = (description: string) => ({ description, schema: tppMessagesSchema });
const notFound = (what: string) => ({ 404: err(`RESOURCE_UNKNOWN: no ${what} with this id.`) });
const base = { tag: TAG, signed: true, sandbox: true } as const;
const params = {
  customerId: 'Id of a sandbox customer (customerId).',
  mockAccountId: 'Id of a mock account (accountId from POST /v1/sandbox/accounts or the customer list).',
  cardAccountId: 'Id of a mock card account.',
  transactionId: 'Id of a transaction.',
  agreementId: 'Id of a sandbox agreement.',
};

const transactionRules =
  `A JSON array of 1..${MAX_TRANSACTIONS_PER_REQUEST} transactions, or one object; all are validated before any is stored, and one bad item ` +
  'rejects the request with 400 and a path such as [2].bankTransactionCode. Booking and value date must not be in the future and the ' +
  'booking date not after the value date; the currency must be the account currency.';

export const sandboxOperations: OperationSpec[] = defineOperations([
  {
    ...base,
    method: 'POST',
    path: '/v1/sandbox/initialize',
    summary: 'Reset the sandbox to its known state',
    description:
      'Deletes every sandbox customer with accounts, card accounts, transactions and agreements (also those created through the other ' +
      'mock-data operations) and creates two private customers (13039319955, 12085592767) with 2 accounts and a card account each and two ' +
      'corporate customers (18129215603, 20079518612) with 2 accounts and an agreement each; 13039319955 resp. 12085592767 has VIEW and ' +
      'REGISTER on the corporate accounts. Accounts have booked transactions from the last 90 days. The ids of the seeded resources are ' +
      'the same after every reset.',
    responses: { 200: { description: 'The seeded customers and counts.', schema: initializeSandboxResultSchema } },
  },
  {
    ...base,
    method: 'GET',
    path: '/v1/sandbox/customers',
    summary: 'List sandbox customers',
    description: 'All sandbox customers, oldest first. accounts, cardAccounts and agreements are always present; empty unless asked for.',
    query: listCustomersQuerySchema,
    responses: { 200: { description: 'The customers.', schema: z.array(sandboxCustomerSchema) } },
  },
  {
    ...base,
    method: 'POST',
    path: '/v1/sandbox/customers',
    summary: 'Create a sandbox customer',
    description:
      'The customer number is what the PSU enters during sandbox SCA. 11-digit numbers of private customers must be valid fødselsnummer ' +
      '(D-numbers and synthetic test numbers accepted). A customer number that exists already is 400 FORMAT_ERROR.',
    body: createCustomerBodySchema,
    responses: { 201: { description: 'Created.', schema: sandboxCustomerSchema } },
  },
  {
    ...base,
    method: 'GET',
    path: '/v1/sandbox/customers/{customerId}',
    summary: 'Read a sandbox customer',
    pathParams: params,
    responses: { 200: { description: 'The customer with its account ids and agreements.', schema: sandboxCustomerSchema }, ...notFound('customer') },
  },
  {
    ...base,
    method: 'DELETE',
    path: '/v1/sandbox/customers/{customerId}',
    summary: 'Delete a sandbox customer',
    description: "Deletes the customer's accounts, card accounts, transactions and agreements too, and the customer's engagements in other agreements.",
    pathParams: params,
    responses: { 204: { description: 'Deleted.' }, ...notFound('customer') },
  },
  {
    ...base,
    method: 'POST',
    path: '/v1/sandbox/accounts',
    summary: 'Create a mock account',
    description:
      'For an existing customer (unknown customerNumber: 400 RESOURCE_UNKNOWN). Mock data: the BBAN check digit is not verified, but the ' +
      'IBAN must have valid MOD 97 check digits and contain the BBAN; either may be left out for Norwegian accounts. IBAN and BBAN must ' +
      'not belong to another account. Private customers see their accounts automatically; corporate accounts need an agreement.',
    body: createAccountBodySchema,
    responses: { 201: { description: 'Created; accountId is the mockAccountId of the other operations.', schema: sandboxAccountSchema } },
  },
  {
    ...base,
    method: 'GET',
    path: '/v1/sandbox/accounts/{mockAccountId}',
    summary: 'Read a mock account',
    pathParams: params,
    responses: { 200: { description: 'The account with its balances.', schema: sandboxAccountSchema }, ...notFound('mock account') },
  },
  {
    ...base,
    method: 'DELETE',
    path: '/v1/sandbox/accounts/{mockAccountId}',
    summary: 'Delete a mock account',
    description: 'Deletes its balances, transactions and engagements too.',
    pathParams: params,
    responses: { 204: { description: 'Deleted.' }, ...notFound('mock account') },
  },
  {
    ...base,
    method: 'GET',
    path: '/v1/sandbox/accounts/{mockAccountId}/balances',
    summary: 'Read the balances of a mock account',
    pathParams: params,
    responses: { 200: { description: 'The balances.', schema: z.array(balanceSchema) }, ...notFound('mock account') },
  },
  {
    ...base,
    method: 'PUT',
    path: '/v1/sandbox/accounts/{mockAccountId}/balances',
    summary: 'Replace the balances of a mock account',
    description: 'Each balance currency must be the account currency.',
    pathParams: params,
    body: updateBalancesBodySchema,
    responses: { 200: { description: 'The new balances.', schema: z.array(balanceSchema) }, ...notFound('mock account') },
  },
  {
    ...base,
    method: 'GET',
    path: '/v1/sandbox/accounts/{mockAccountId}/transactions',
    summary: 'List the transactions of a mock account',
    description:
      `Booking dates fromDate..toDate inclusive, newest first; offset transactions skipped, then at most limit (at least 1; default and maximum ${MAX_TRANSACTIONS_LIMIT}). ` +
      'fromDate after toDate is 400 PERIOD_INVALID. amount is in whole major units (int32), negative when money left the account.',
    pathParams: params,
    query: listTransactionsQuerySchema,
    responses: { 200: { description: 'The transactions.', schema: z.array(sandboxTransactionSchema) }, ...notFound('mock account') },
  },
  {
    ...base,
    method: 'POST',
    path: '/v1/sandbox/accounts/{mockAccountId}/transactions',
    summary: 'Create transactions on a mock account',
    description:
      `${transactionRules} The account must be the creditor (incoming) or the debtor (outgoing) by IBAN or BBAN; when one party has no ` +
      'account, the mock account is filled in. A debtor that is another account of this bank is rejected (400): a sandbox transaction ' +
      'cannot debit another account.',
    pathParams: params,
    body: createTransactionsBodySchema,
    responses: { 201: { description: 'The created transactions.', schema: z.array(sandboxTransactionSchema) }, ...notFound('mock account') },
  },
  {
    ...base,
    method: 'GET',
    path: '/v1/sandbox/accounts/{mockAccountId}/transactions/{transactionId}',
    summary: 'Read a transaction of a mock account',
    pathParams: params,
    responses: { 200: { description: 'The transaction.', schema: sandboxTransactionSchema }, ...notFound('transaction on this mock account') },
  },
  {
    ...base,
    method: 'POST',
    path: '/v1/sandbox/card-accounts',
    summary: 'Create a mock card account',
    description: 'For an existing customer (unknown customerNumber: 400 RESOURCE_UNKNOWN). creditLimit and balances are in the card account currency.',
    body: createCardAccountBodySchema,
    responses: { 201: { description: 'Created.', schema: sandboxCardAccountSchema } },
  },
  {
    ...base,
    method: 'GET',
    path: '/v1/sandbox/card-accounts/{cardAccountId}',
    summary: 'Read a mock card account',
    pathParams: params,
    responses: { 200: { description: 'The card account with its balances.', schema: sandboxCardAccountSchema }, ...notFound('mock card account') },
  },
  {
    ...base,
    method: 'DELETE',
    path: '/v1/sandbox/card-accounts/{cardAccountId}',
    summary: 'Delete a mock card account',
    pathParams: params,
    responses: { 204: { description: 'Deleted.' }, ...notFound('mock card account') },
  },
  {
    ...base,
    method: 'GET',
    path: '/v1/sandbox/card-accounts/{cardAccountId}/balances',
    summary: 'Read the balances of a mock card account',
    pathParams: params,
    responses: { 200: { description: 'The balances.', schema: z.array(balanceSchema) }, ...notFound('mock card account') },
  },
  {
    ...base,
    method: 'PUT',
    path: '/v1/sandbox/card-accounts/{cardAccountId}/balances',
    summary: 'Replace the balances of a mock card account',
    pathParams: params,
    body: updateBalancesBodySchema,
    responses: { 200: { description: 'The new balances.', schema: z.array(balanceSchema) }, ...notFound('mock card account') },
  },
  {
    ...base,
    method: 'GET',
    path: '/v1/sandbox/card-accounts/{cardAccountId}/transactions',
    summary: 'List the transactions of a mock card account',
    description: `Paged like the account transactions (fromDate, toDate, offset, limit ≤ ${MAX_TRANSACTIONS_LIMIT}), newest booking date first.`,
    pathParams: params,
    query: listTransactionsQuerySchema,
    responses: { 200: { description: 'The card transactions.', schema: z.array(sandboxCardTransactionSchema) }, ...notFound('mock card account') },
  },
  {
    ...base,
    method: 'POST',
    path: '/v1/sandbox/card-accounts/{cardAccountId}/transactions',
    summary: 'Create transactions on a mock card account',
    description:
      `A JSON array of 1..${MAX_TRANSACTIONS_PER_REQUEST} card transactions, or one object, all stored or none (400 with a path such as ` +
      '[1].transactionAmount.currency). Booking and transaction date must not be in the future; transactionAmount must be in the card ' +
      'account currency and is stored with the sign given.',
    pathParams: params,
    body: createCardTransactionsBodySchema,
    responses: { 201: { description: 'The created card transactions.', schema: z.array(sandboxCardTransactionSchema) }, ...notFound('mock card account') },
  },
  {
    ...base,
    method: 'GET',
    path: '/v1/sandbox/card-accounts/{cardAccountId}/transactions/{transactionId}',
    summary: 'Read a transaction of a mock card account',
    pathParams: params,
    responses: { 200: { description: 'The card transaction.', schema: sandboxCardTransactionSchema }, ...notFound('transaction on this mock card account') },
  },
  {
    ...base,
    method: 'GET',
    path: '/v1/sandbox/agreements',
    summary: 'List sandbox agreements',
    query: listAgreementsQuerySchema,
    responses: { 200: { description: 'The agreements with their engagements.', schema: z.array(sandboxAgreementSchema) } },
  },
  {
    ...base,
    method: 'POST',
    path: '/v1/sandbox/agreements',
    summary: 'Create a corporate agreement',
    description:
      'The owner must be a corporate customer; each engagement gives an existing customer (the PSU) roles on one of the owner\'s accounts. ' +
      'Engagements must have both the role REGISTER and VIEW.',
    body: createAgreementBodySchema,
    responses: { 201: { description: 'Created.', schema: sandboxAgreementSchema } },
  },
  {
    ...base,
    method: 'GET',
    path: '/v1/sandbox/agreements/{agreementId}',
    summary: 'Read a sandbox agreement',
    pathParams: params,
    responses: { 200: { description: 'The agreement.', schema: sandboxAgreementSchema }, ...notFound('agreement') },
  },
  {
    ...base,
    method: 'GET',
    path: '/v1/sandbox/agreements/{agreementId}/engagements',
    summary: 'List the engagements of a sandbox agreement',
    pathParams: params,
    responses: { 200: { description: 'The engagements.', schema: z.array(sandboxEngagementSchema) }, ...notFound('agreement') },
  },
]);
