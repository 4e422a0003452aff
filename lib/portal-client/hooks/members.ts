// Members and invitations of the organisation (owners manage them; anyone can leave). Read from the organisation.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatedInvitation, Organisation } from '@/lib/portal/schemas.ts';
import type { PortalMemberRole } from '@/lib/http/operation.ts';
import { apiFetch } from '../api.ts';
import { portalPaths } from '../paths.ts';
import { queryKeys } from '../query-keys.ts';
import { organisationQuery } from './organisation.ts';

const membersOf = (o: Organisation) => ({ role: o.role, members: o.members, invitations: o.invitations });

/** My role, the members and (owners) the open invitations. */
export function useMembers() {
  return useQuery({ ...organisationQuery, select: membersOf });
}

function useOrganisationMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.organisation }) });
}

/** Invites an e-mail address; `data` holds the token and link, shown once. */
export const useInvite = () => useOrganisationMutation((email: string) => apiFetch<CreatedInvitation>(portalPaths.invitations, { method: 'POST', body: { email } }));

/** Withdraws an open invitation. */
export const useWithdrawInvitation = () => useOrganisationMutation((id: string) => apiFetch<null>(portalPaths.invitation(id), { method: 'DELETE' }));

/** Removes a member (or yourself: leaving). */
export const useRemoveMember = () => useOrganisationMutation((userId: string) => apiFetch<null>(portalPaths.member(userId), { method: 'DELETE' }));

/** Changes a member's role. */
export const useChangeRole = () =>
  useOrganisationMutation(({ userId, role }: { userId: string; role: PortalMemberRole }) => apiFetch<unknown>(portalPaths.member(userId), { method: 'PATCH', body: { role } }));
