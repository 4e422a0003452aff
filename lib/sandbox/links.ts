// Links of sandbox mock-data resources: {href, verbs} as the platform writes them (relative hrefs under /v1).

export { link, type Link, type Verb } from '../schemas/common.ts';

const seg = encodeURIComponent;

/** Paths of the sandbox resources. */
export const sandboxPaths = {
  initialize: () => '/v1/sandbox/initialize',
  customers: () => '/v1/sandbox/customers',
  customer: (id: string) => `/v1/sandbox/customers/${seg(id)}`,
  accounts: () => '/v1/sandbox/accounts',
  account: (id: string) => `/v1/sandbox/accounts/${seg(id)}`,
  accountBalances: (id: string) => `/v1/sandbox/accounts/${seg(id)}/balances`,
  accountTransactions: (id: string) => `/v1/sandbox/accounts/${seg(id)}/transactions`,
  accountTransaction: (id: string, transactionId: string) => `/v1/sandbox/accounts/${seg(id)}/transactions/${seg(transactionId)}`,
  cardAccounts: () => '/v1/sandbox/card-accounts',
  cardAccount: (id: string) => `/v1/sandbox/card-accounts/${seg(id)}`,
  cardAccountBalances: (id: string) => `/v1/sandbox/card-accounts/${seg(id)}/balances`,
  cardAccountTransactions: (id: string) => `/v1/sandbox/card-accounts/${seg(id)}/transactions`,
  cardAccountTransaction: (id: string, transactionId: string) => `/v1/sandbox/card-accounts/${seg(id)}/transactions/${seg(transactionId)}`,
  agreements: () => '/v1/sandbox/agreements',
  agreement: (id: string) => `/v1/sandbox/agreements/${seg(id)}`,
  agreementEngagements: (id: string) => `/v1/sandbox/agreements/${seg(id)}/engagements`,
} as const;
