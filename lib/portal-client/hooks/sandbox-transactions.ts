// Transactions of a sandbox account or card account: the newest 50, adding some to either, and deleting one.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateCardTransactionsRequest, CreateTransactionsRequest, SandboxCardTransaction, SandboxTransaction } from '@/lib/sandbox/schemas.ts';
import { apiFetch } from '../api.ts';
import { portalPaths, type SandboxAccountRef } from '../paths.ts';
import { queryKeys } from '../query-keys.ts';

/** The newest 50 transactions (account transactions, or card transactions for kind card). */
export function useSandboxTransactions(ref: SandboxAccountRef) {
  return useQuery({
    queryKey: queryKeys.sandbox.transactions(ref),
    queryFn: () => apiFetch<(SandboxTransaction | SandboxCardTransaction)[]>(`${portalPaths.sandbox.transactions(ref)}?limit=50`),
  });
}

/** Adds transactions to an account; its transactions and detail refresh. */
export function useCreateSandboxTransactions(ref: SandboxAccountRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTransactionsRequest) => apiFetch<SandboxTransaction[]>(portalPaths.sandbox.transactions(ref), { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.sandbox.account(ref) }),
  });
}

/** Adds card transactions to a card account; its transactions and detail refresh. */
export function useCreateSandboxCardTransactions(ref: SandboxAccountRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCardTransactionsRequest) => apiFetch<SandboxCardTransaction[]>(portalPaths.sandbox.transactions(ref), { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.sandbox.account(ref) }),
  });
}

/** Deletes one transaction of an account or card account; its transactions and detail refresh. */
export function useDeleteSandboxTransaction(ref: SandboxAccountRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transactionId: string) => apiFetch<null>(portalPaths.sandbox.transaction(ref, transactionId), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.sandbox.account(ref) }),
  });
}
