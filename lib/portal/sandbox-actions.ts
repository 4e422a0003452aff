// The portal's sandbox management: (method, path) of /api/portal/sandbox/... → a lib/sandbox domain function.
// The browser has no certificate, so the portal calls the domain functions directly, behind the portal session.
import type { Db } from '../db/client.ts';
import { Xs2aError } from '../errors.ts';
import { validate } from '../http/steps/validate.ts';
import { createAccount } from '../sandbox/create-account.ts';
import { createAgreement } from '../sandbox/create-agreement.ts';
import { createCardAccount } from '../sandbox/create-card-account.ts';
import { createCardTransactions } from '../sandbox/create-card-transactions.ts';
import { createCustomer } from '../sandbox/create-customer.ts';
import { createTransactions } from '../sandbox/create-transactions.ts';
import { deleteAccount } from '../sandbox/delete-account.ts';
import { deleteCardAccount } from '../sandbox/delete-card-account.ts';
import { deleteCustomer } from '../sandbox/delete-customer.ts';
import { getAccount } from '../sandbox/get-account.ts';
import { getCardAccount } from '../sandbox/get-card-account.ts';
import { initializeSandbox } from '../sandbox/initialize-sandbox.ts';
import { listAgreements } from '../sandbox/list-agreements.ts';
import { listCardTransactions } from '../sandbox/list-card-transactions.ts';
import { listCustomers } from '../sandbox/list-customers.ts';
import { listTransactions } from '../sandbox/list-transactions.ts';
import { listTransactionsQuerySchema } from '../sandbox/schemas.ts';
import { updateAccountBalances, updateCardAccountBalances } from '../sandbox/update-balances.ts';
import { manualBatchSlot } from '../payments/batch-scheduler.ts';
import { runPaymentBatch } from '../payments/run-payment-batch.ts';
import type { PortalPrincipal } from './sessions.ts';

/** What an action gets: path parameters by name, the JSON body and the query. */
interface ActionInput {
  db: Db;
  principal: PortalPrincipal;
  params: Record<string, string>;
  body: unknown;
  query: Record<string, string>;
}

interface Action {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Segments after /api/portal/sandbox/; ":name" captures one segment. */
  path: string;
  status?: number;
  run: (input: ActionInput) => Promise<unknown>;
}

const page = (query: Record<string, string>) => validate(listTransactionsQuerySchema, query, 'query');

/** Every sandbox action of the portal. */
export const SANDBOX_ACTIONS: Action[] = [
  { method: 'GET', path: 'customers', run: ({ db }) => listCustomers({ db, withAccounts: true, withAgreements: true }) },
  { method: 'POST', path: 'customers', status: 201, run: ({ db, body }) => createCustomer({ db, body }) },
  { method: 'DELETE', path: 'customers/:id', run: ({ db, params }) => deleteCustomer({ db, customerId: params.id ?? '' }) },
  { method: 'POST', path: 'accounts', status: 201, run: ({ db, body }) => createAccount({ db, body }) },
  { method: 'GET', path: 'accounts/:id', run: ({ db, params }) => getAccount({ db, accountId: params.id ?? '' }) },
  { method: 'DELETE', path: 'accounts/:id', run: ({ db, params }) => deleteAccount({ db, accountId: params.id ?? '' }) },
  { method: 'PUT', path: 'accounts/:id/balances', run: ({ db, params, body }) => updateAccountBalances({ db, accountId: params.id ?? '', body }) },
  { method: 'GET', path: 'accounts/:id/transactions', run: ({ db, params, query }) => listTransactions({ db, accountId: params.id ?? '', ...page(query) }) },
  { method: 'POST', path: 'accounts/:id/transactions', status: 201, run: ({ db, params, body }) => createTransactions({ db, accountId: params.id ?? '', body }) },
  { method: 'POST', path: 'card-accounts', status: 201, run: ({ db, body }) => createCardAccount({ db, body }) },
  { method: 'GET', path: 'card-accounts/:id', run: ({ db, params }) => getCardAccount({ db, cardAccountId: params.id ?? '' }) },
  { method: 'DELETE', path: 'card-accounts/:id', run: ({ db, params }) => deleteCardAccount({ db, cardAccountId: params.id ?? '' }) },
  { method: 'PUT', path: 'card-accounts/:id/balances', run: ({ db, params, body }) => updateCardAccountBalances({ db, cardAccountId: params.id ?? '', body }) },
  { method: 'GET', path: 'card-accounts/:id/transactions', run: ({ db, params, query }) => listCardTransactions({ db, cardAccountId: params.id ?? '', ...page(query) }) },
  { method: 'POST', path: 'card-accounts/:id/transactions', status: 201, run: ({ db, params, body }) => createCardTransactions({ db, cardAccountId: params.id ?? '', body }) },
  { method: 'GET', path: 'agreements', run: ({ db, query }) => listAgreements({ db, owner: query.owner || undefined }) },
  { method: 'POST', path: 'agreements', status: 201, run: ({ db, body }) => createAgreement({ db, body }) },
  { method: 'POST', path: 'initialize', run: ({ db }) => initializeSandbox({ db }) },
  { method: 'GET', path: 'payment-batch', run: async () => ({ available: true }) },
  {
    method: 'POST',
    path: 'payment-batch',
    run: ({ db }) => {
      const now = new Date();
      return runPaymentBatch({ db, now, slot: manualBatchSlot(now) });
    },
  },
];

function match(pattern: string, segments: string[]): Record<string, string> | null {
  const parts = pattern.split('/');
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i] ?? '';
    const s = segments[i] ?? '';
    if (p.startsWith(':')) params[p.slice(1)] = s;
    else if (p !== s) return null;
  }
  return params;
}

/** Runs the action for `method` and the path segments; 404/405 Berlin Group errors when there is none. */
export async function runSandboxAction(opts: { db: Db; principal: PortalPrincipal; method: string; segments: string[]; body: unknown; query: Record<string, string> }): Promise<{ status: number; result: unknown }> {
  const candidates = SANDBOX_ACTIONS.map((a) => ({ a, params: match(a.path, opts.segments) })).filter((c) => c.params);
  if (!candidates.length) throw new Xs2aError('RESOURCE_UNKNOWN', `No sandbox operation at ${opts.segments.join('/')}`);
  const found = candidates.find((c) => c.a.method === opts.method);
  if (!found?.params) throw new Xs2aError('METHOD_NOT_ALLOWED', `${opts.method} is not supported here; use ${candidates.map((c) => c.a.method).join(', ')}`);
  const result = await found.a.run({ db: opts.db, principal: opts.principal, params: found.params, body: opts.body, query: opts.query });
  return { status: found.a.status ?? 200, result };
}
