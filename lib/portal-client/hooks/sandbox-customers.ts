// Sandbox customers with their accounts, card accounts and agreements: list, create, delete.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateCustomerBody, SandboxCustomer } from '@/lib/sandbox/schemas.ts';
import { apiFetch } from '../api.ts';
import { portalPaths } from '../paths.ts';
import { queryKeys } from '../query-keys.ts';

/** Every sandbox customer (the sandbox is shared by all TPPs). */
export function useSandboxCustomers() {
  return useQuery({ queryKey: queryKeys.sandbox.customers, queryFn: () => apiFetch<SandboxCustomer[]>(portalPaths.sandbox.customers) });
}

/** Creates a customer; it appears in the customer list. */
export function useCreateSandboxCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCustomerBody) => apiFetch<SandboxCustomer>(portalPaths.sandbox.customers, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.sandbox.customers }),
  });
}

/** Deletes a customer with its accounts and card accounts; it disappears from the list and their cached data is dropped. */
export function useDeleteSandboxCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (customer: SandboxCustomer) => apiFetch<null>(portalPaths.sandbox.customer(customer.customerId), { method: 'DELETE' }),
    onSuccess: async (_, customer) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.sandbox.customers });
      for (const id of customer.accounts) queryClient.removeQueries({ queryKey: queryKeys.sandbox.account({ kind: 'account', id }) });
      for (const id of customer.cardAccounts) queryClient.removeQueries({ queryKey: queryKeys.sandbox.account({ kind: 'card', id }) });
    },
  });
}
