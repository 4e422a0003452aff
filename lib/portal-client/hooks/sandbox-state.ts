// The sandbox as a whole: reset to the initial data, and the on-demand payment batch.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InitializeSandboxResult } from '@/lib/sandbox/schemas.ts';
import { apiFetch } from '../api.ts';
import { portalPaths } from '../paths.ts';
import { queryKeys } from '../query-keys.ts';

/** What a payment batch run did. */
export interface PaymentBatchOutcome {
  processed: number;
  booked: number;
  rejected: number;
}

/** Deletes all sandbox data and re-creates the initial customers; every sandbox query refreshes. */
export function useResetSandbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<InitializeSandboxResult>(portalPaths.sandbox.initialize, { method: 'POST', body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.sandbox.all }),
  });
}

/** Whether on-demand batch runs are offered. */
export function usePaymentBatchAvailability() {
  return useQuery({ queryKey: queryKeys.sandbox.paymentBatch, queryFn: () => apiFetch<{ available: boolean }>(portalPaths.sandbox.paymentBatch) });
}

/** Processes due sandbox payments now; balances and transactions may change, so every sandbox query refreshes. */
export function useRunPaymentBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<PaymentBatchOutcome>(portalPaths.sandbox.paymentBatch, { method: 'POST', body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.sandbox.all }),
  });
}
