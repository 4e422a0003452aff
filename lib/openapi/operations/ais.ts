// OpenAPI entries of account information, consents and PSU identification (spec 2.5, 2.6, 4.4, 5.9-5.14, 8).
import { tppMessagesSchema, PSU_HEADERS, ACCEPT_FIX_HEADER } from '../common.ts';
import { defineOperations, type HeaderSpec, type OperationSpec } from '../types.ts';
import {
  accountDetailsSchema, accountQuerySchema, agreementsResponseSchema, balanceSchema, cardAccountDetailsSchema, cardTransactionSchema,
  scaRedirectResponseSchema, transactionDetailsResponseSchema, transactionsQuerySchema, transactionsResponseSchema, userResponseSchema,
  linkSchema,
} from '../../accounts/schemas.ts';
import { z } from 'zod';

const AIS = 'Account information';
const SCA = 'Consent and SCA';
const STREAMLINING: HeaderSpec[] = [
  { name: 'X-PSU-IDENTITY', description: 'The PSU national identity number, to preselect the PSU on the SCA page.' },
  { name: 'X-PSU-AuthMethod-Preferred', description: 'Skips the method choice: ENGANGSKODEAPP_BIOMETRI, HA2, BANKID, BANKID_MOBIL.' },
  { name: 'TPP-Redirect-Preferred', description: 'false directs mobile apps to biometric authentication where possible.' },
];
const needsSca = { description: 'CONSENT_INVALID / CONSENT_EXPIRED: SCA is needed; follow _links.scaRedirect.', schema: tppMessagesSchema };
const ais = { tag: AIS, signed: true, role: 'PSP_AI' as const, headers: [...PSU_HEADERS, ACCEPT_FIX_HEADER] };
const aisErrors = {
  401: needsSca,
  403: { description: 'CONSENT_UNKNOWN: the PSU revoked the consent.', schema: tppMessagesSchema },
};
const accountParam = { accountId: 'resourceId of a consented account.' };
const limitNote = 'Without PSU-IP-Address (PSU not present) at most 4 reads per account and 24 hours (429 ACCESS_EXCEEDED).';

export const aisOperations: OperationSpec[] = defineOperations([
  {
    ...ais, method: 'GET', path: '/v1/accounts', summary: 'List the consented accounts',
    description: 'All accounts available to the PSU in the consented context (PRIVATE, or the corporate agreement named by PSU-Corporate-ID). An empty list is not an error. A corporate PSU without PSU-Corporate-ID gets 400.',
    query: accountQuerySchema,
    responses: { 200: { description: 'The accounts.', schema: z.object({ accounts: z.array(accountDetailsSchema) }) }, ...aisErrors },
  },
  {
    ...ais, method: 'GET', path: '/v1/accounts/{accountId}', summary: 'Read account details', pathParams: accountParam, query: accountQuerySchema,
    responses: { 200: { description: 'The account.', schema: z.object({ account: accountDetailsSchema }) }, 404: { description: 'RESOURCE_UNKNOWN: not a consented account.', schema: tppMessagesSchema }, ...aisErrors },
  },
  {
    ...ais, method: 'GET', path: '/v1/accounts/{accountId}/balances', summary: 'Read balances', description: limitNote, pathParams: accountParam,
    responses: { 200: { description: 'The balances.', schema: z.object({ account: z.object({ iban: z.string(), currency: z.string() }), balances: z.array(balanceSchema) }) }, 429: { description: 'ACCESS_EXCEEDED.', schema: tppMessagesSchema }, ...aisErrors },
  },
  {
    ...ais, method: 'GET', path: '/v1/accounts/{accountId}/transactions', summary: 'Read transactions',
    description: `Booked and/or pending transactions by booking date, newest first, paged with offset and limit (follow _links.next). Batches are grouped (groupBatchTransactions, default since 2024-10-01); their entries are in the transaction details. ${limitNote} Unattended reads reach back 90 days.`,
    pathParams: accountParam, query: transactionsQuerySchema,
    responses: { 200: { description: 'The account report.', schema: transactionsResponseSchema }, 400: { description: 'FORMAT_ERROR or PERIOD_INVALID.', schema: tppMessagesSchema }, 429: { description: 'ACCESS_EXCEEDED.', schema: tppMessagesSchema }, ...aisErrors },
  },
  {
    ...ais, method: 'GET', path: '/v1/accounts/{accountId}/transactions/{transactionId}', summary: 'Read transaction details',
    pathParams: { ...accountParam, transactionId: 'transactionId from the transaction list.' },
    responses: { 200: { description: 'The transaction; a batch lists entryDetails.', schema: transactionDetailsResponseSchema }, ...aisErrors },
  },
  {
    ...ais, method: 'GET', path: '/v1/card-accounts', summary: 'List the consented card accounts', query: accountQuerySchema,
    responses: { 200: { description: 'The card accounts.', schema: z.object({ cardAccounts: z.array(cardAccountDetailsSchema) }) }, ...aisErrors },
  },
  {
    ...ais, method: 'GET', path: '/v1/card-accounts/{accountId}', summary: 'Read card account details', pathParams: accountParam, query: accountQuerySchema,
    responses: { 200: { description: 'The card account.', schema: z.object({ cardAccount: cardAccountDetailsSchema }) }, ...aisErrors },
  },
  {
    ...ais, method: 'GET', path: '/v1/card-accounts/{accountId}/balances', summary: 'Read card account balances', description: limitNote, pathParams: accountParam,
    responses: { 200: { description: 'The balances.', schema: z.object({ cardAccount: z.object({ maskedPan: z.string(), currency: z.string() }), balances: z.array(balanceSchema) }) }, ...aisErrors },
  },
  {
    ...ais, method: 'GET', path: '/v1/card-accounts/{accountId}/transactions', summary: 'Read card transactions', description: limitNote, pathParams: accountParam, query: transactionsQuerySchema,
    responses: { 200: { description: 'The card account report.', schema: z.object({ cardAccount: z.object({ maskedPan: z.string() }), cardTransactions: z.object({ booked: z.array(cardTransactionSchema), pending: z.array(cardTransactionSchema).optional(), _links: z.record(z.string(), linkSchema) }) }) }, ...aisErrors },
  },
  {
    method: 'GET', path: '/v1/agreements', tag: AIS, signed: true, role: ['PSP_AI', 'PSP_PI'], headers: PSU_HEADERS, summary: 'List the PSU\'s corporate agreements',
    description: 'With a PSU-ID: the agreements the PSU is engaged in, each with the psu-corporate-id to send as PSU-Corporate-ID (a new consent flow then runs without corporate selection).',
    responses: { 200: { description: 'The agreements.', schema: agreementsResponseSchema }, 401: needsSca },
  },
  {
    method: 'POST', path: '/v1/bank-offered-consents', tag: SCA, signed: true, role: 'PSP_AI', headers: [...PSU_HEADERS, ...STREAMLINING], summary: 'Start a bank-offered consent',
    description: 'Returns an scaRedirect. The PSU authenticates, chooses PRIVATE or a corporate agreement, and consents to all available accounts; the redirect back carries psu-id, psu-corporate-id (corporate), tpp-session-id and context (spec 2.6).',
    responses: { 201: { description: 'Send the PSU to _links.scaRedirect.', schema: scaRedirectResponseSchema } },
  },
  {
    method: 'POST', path: '/v1/consents', tag: SCA, signed: true, role: 'PSP_AI', deprecated: true, headers: [...PSU_HEADERS, ...STREAMLINING], summary: 'Start a consent (deprecated)',
    description: 'Deprecated since 05-Dec-2024, replaced by POST /v1/bank-offered-consents. Ignores its body and returns only an scaRedirect.',
    responses: { 201: { description: 'Send the PSU to _links.scaRedirect.', schema: scaRedirectResponseSchema } },
  },
  {
    method: 'GET', path: '/v1/user', tag: SCA, signed: true, role: ['PSP_AI', 'PSP_PI'], headers: [...PSU_HEADERS, ...STREAMLINING], summary: 'Read or establish the PSU-ID',
    responses: { 200: { description: 'The PSU known by PSU-ID.', schema: userResponseSchema }, 401: { description: 'No PSU-ID yet: follow _links.scaRedirect.', schema: tppMessagesSchema } },
  },
  {
    method: 'GET', path: '/v1/users', tag: SCA, signed: true, role: ['PSP_AI', 'PSP_PI'], headers: [...PSU_HEADERS, ...STREAMLINING], summary: 'Establish the PSU-ID (also PISP-only)',
    description: 'Not part of the Berlin Group XS2A: establishes the PSU-ID for PISP-only operation through SCA, without consenting to account access.',
    responses: { 200: { description: 'The PSU known by PSU-ID.', schema: userResponseSchema }, 401: { description: 'No PSU-ID yet: follow _links.scaRedirect.', schema: tppMessagesSchema } },
  },
  {
    method: 'DELETE', path: '/v1/sandbox/customers/{customerId}/consents', tag: 'Sandbox mock data', signed: true, sandbox: true, summary: 'Revoke the PSU\'s consents (as the PSU would)',
    description: 'Ends every consent the calling TPP holds for the customer, as a PSU revoking consent in the bank. Afterwards unattended reads get 403 CONSENT_UNKNOWN and PSU-present reads a new scaRedirect.',
    pathParams: { customerId: 'Id of a sandbox customer.' },
    responses: { 204: { description: 'Revoked.' }, 404: { description: 'RESOURCE_UNKNOWN.', schema: tppMessagesSchema } },
  },
]);
