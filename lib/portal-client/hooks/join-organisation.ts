// Joining an organisation: a proof-of-control challenge and its signed answer, accepting an invitation, or creating a
// sandbox organisation. Each success reloads the page data (the account now has an organisation).
import { useMutation } from '@tanstack/react-query';
import type { Challenge, CreateOrganisation, Proof } from '@/lib/portal/schemas.ts';
import { apiFetch } from '../api.ts';
import { portalPaths } from '../paths.ts';

/** POST /api/portal/organisation/challenges. */
export function useChallenge() {
  return useMutation({ mutationFn: (organizationIdentifier: string) => apiFetch<Challenge>(portalPaths.challenges, { method: 'POST', body: { organizationIdentifier } }) });
}

/** POST /api/portal/organisation/join (the signed challenge). */
export function useProveControl() {
  return useMutation({ mutationFn: (proof: Proof) => apiFetch<{ organizationIdentifier: string }>(portalPaths.join, { method: 'POST', body: proof }) });
}

/** POST /api/portal/invitations/accept. */
export function useAcceptInvitation() {
  return useMutation({ mutationFn: (token: string) => apiFetch<{ tppId: string }>(portalPaths.acceptInvitation, { method: 'POST', body: { token } }) });
}

/** POST /api/portal/organisation (a sandbox organisation). */
export function useCreateOrganisation() {
  return useMutation({ mutationFn: (input: CreateOrganisation) => apiFetch<{ organizationIdentifier: string }>(portalPaths.organisation, { method: 'POST', body: input }) });
}
