// Sign-up: a developer account, and optionally a sandbox organisation (POST /api/portal/account).
import { useMutation } from '@tanstack/react-query';
import type { SignUpInput, SignUpReceived } from '@/lib/portal/schemas.ts';
import { apiFetch } from '../api.ts';
import { portalPaths } from '../paths.ts';

/** Sends the sign-up; the answer does not say whether the e-mail had an account: the caller signs in next. */
export function useRegisterAccount() {
  return useMutation({ mutationFn: (input: SignUpInput) => apiFetch<SignUpReceived>(portalPaths.account, { method: 'POST', body: input }) });
}
