// Sandbox corporate agreements (listed with their owner in the customer list): creating one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateAgreementRequest, SandboxAgreement } from '@/lib/sandbox/schemas.ts';
import { apiFetch } from '../api.ts';
import { portalPaths } from '../paths.ts';
import { queryKeys } from '../query-keys.ts';

/** Creates an agreement; it appears under its owner in the customer list. */
export function useCreateSandboxAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAgreementRequest) => apiFetch<SandboxAgreement>(portalPaths.sandbox.agreements, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.sandbox.customers }),
  });
}
