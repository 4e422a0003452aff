// Sandbox accounts and card accounts: one (with balances), create, delete, replace balances.
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateAccountRequest, CreateCardAccountRequest, SandboxAccount, SandboxBalance, SandboxCardAccount, UpdateBalancesRequest,
} from '@/lib/sandbox/schemas.ts';
import { apiFetch } from '../api.ts';
import { portalPaths, type SandboxAccountRef } from '../paths.ts';
import { queryKeys } from '../query-keys.ts';

export type { SandboxAccountRef };

/** One account or card account; `staleTime` lets labels reuse it longer than the detail panel does. */
export function useSandboxAccount(ref: SandboxAccountRef, options: { staleTime?: number } = {}) {
  return useQuery({
    queryKey: queryKeys.sandbox.account(ref),
    queryFn: () => apiFetch<SandboxAccount | SandboxCardAccount>(portalPaths.sandbox.account(ref)),
    ...options,
  });
}

/** Several accounts (kind account) at once, e.g. a customer's accounts to choose from; shares the cache of useSandboxAccount. */
export function useSandboxAccountList(ids: readonly string[]) {
  return useQueries({
    queries: ids.map((id) => {
      const ref: SandboxAccountRef = { kind: 'account', id };
      return { queryKey: queryKeys.sandbox.account(ref), queryFn: () => apiFetch<SandboxAccount>(portalPaths.sandbox.account(ref)), staleTime: 30_000 };
    }),
    combine: (results) => ({
      accounts: results.flatMap((r) => (r.data ? [r.data] : [])),
      isPending: results.some((r) => r.isPending),
      errors: results.flatMap((r) => (r.error ? [r.error] : [])),
    }),
  });
}

/** Creates an account; it appears under its owner in the customer list. */
export function useCreateSandboxAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAccountRequest) => apiFetch<SandboxAccount>(portalPaths.sandbox.accounts('account'), { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.sandbox.customers }),
  });
}

/** Creates a card account; it appears under its owner in the customer list. */
export function useCreateSandboxCardAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCardAccountRequest) => apiFetch<SandboxCardAccount>(portalPaths.sandbox.accounts('card'), { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.sandbox.customers }),
  });
}

/** Deletes an account or card account; it disappears from the list and its cached data (with transactions) is dropped. */
export function useDeleteSandboxAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ref: SandboxAccountRef) => apiFetch<null>(portalPaths.sandbox.account(ref), { method: 'DELETE' }),
    onSuccess: async (_, ref) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.sandbox.customers });
      queryClient.removeQueries({ queryKey: queryKeys.sandbox.account(ref) });
    },
  });
}

/** Replaces the balances of an account or card account; its detail refreshes. */
export function useUpdateSandboxBalances(ref: SandboxAccountRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateBalancesRequest) => apiFetch<SandboxBalance[]>(portalPaths.sandbox.balances(ref), { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.sandbox.account(ref), exact: true }),
  });
}
