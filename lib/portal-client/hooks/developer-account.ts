// Sign-up: a developer account and its TPP organisation (POST /api/portal/account).
import { useMutation } from '@tanstack/react-query';
import type { SignUpInput } from '@/lib/portal/schemas.ts';
import { apiFetch } from '../api.ts';
import { portalPaths } from '../paths.ts';

/** Creates the account; the caller signs in with the same credentials afterwards. */
export function useRegisterAccount() {
  return useMutation({ mutationFn: (input: SignUpInput) => apiFetch<unknown>(portalPaths.account, { method: 'POST', body: input }) });
}
