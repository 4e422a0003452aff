// Data access of the sandbox page: TanStack Query keys and fetchers over /api/portal/sandbox/...
import { apiFetch } from '@/lib/portal-client/api.ts';
import type { SandboxAccount, SandboxAgreement, SandboxCardAccount, SandboxCustomer, SandboxTransaction, SandboxCardTransaction } from '@/lib/sandbox/schemas.ts';

const base = '/api/portal/sandbox';
const seg = encodeURIComponent;

export const sandboxKeys = {
  all: ['sandbox'] as const,
  customers: ['sandbox', 'customers'] as const,
  account: (id: string) => ['sandbox', 'account', id] as const,
  cardAccount: (id: string) => ['sandbox', 'card-account', id] as const,
  transactions: (kind: 'account' | 'card', id: string) => ['sandbox', 'transactions', kind, id] as const,
  agreements: ['sandbox', 'agreements'] as const,
  batch: ['sandbox', 'payment-batch'] as const,
};

export const sandboxApi = {
  customers: () => apiFetch<SandboxCustomer[]>(`${base}/customers`),
  account: (id: string) => apiFetch<SandboxAccount>(`${base}/accounts/${seg(id)}`),
  cardAccount: (id: string) => apiFetch<SandboxCardAccount>(`${base}/card-accounts/${seg(id)}`),
  transactions: (id: string) => apiFetch<SandboxTransaction[]>(`${base}/accounts/${seg(id)}/transactions?limit=50`),
  cardTransactions: (id: string) => apiFetch<SandboxCardTransaction[]>(`${base}/card-accounts/${seg(id)}/transactions?limit=50`),
  agreements: () => apiFetch<SandboxAgreement[]>(`${base}/agreements`),
  batchAvailable: () => apiFetch<{ available: boolean }>(`${base}/payment-batch`),
  post: <T>(path: string, body?: unknown) => apiFetch<T>(`${base}/${path}`, { method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body: unknown) => apiFetch<T>(`${base}/${path}`, { method: 'PUT', body }),
  remove: (path: string) => apiFetch<null>(`${base}/${path}`, { method: 'DELETE' }),
};
