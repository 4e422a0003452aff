// Sandbox test certificates of the organisation: the list (part of the organisation), issuing, re-downloading and revoking one.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IssuedCertificate, Organisation, PortalCertificatePem, RevokedCertificate } from '@/lib/portal/schemas.ts';
import { apiFetch } from '../api.ts';
import { portalPaths } from '../paths.ts';
import { queryKeys } from '../query-keys.ts';
import { organisationQuery } from './organisation.ts';

const certificatesOf = (o: Organisation) => o.certificates;

/** The certificates issued so far (without keys). */
export function useCertificates() {
  return useQuery({ ...organisationQuery, select: certificatesOf });
}

/** Issues a certificate and key (POST /api/portal/certificates); the list refreshes. The key is in `data` only. */
export function useIssueCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<IssuedCertificate>(portalPaths.certificates, { method: 'POST', body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.organisation }),
  });
}

/** Revokes a certificate (POST /api/portal/certificates/{id}/revoke); the list refreshes. */
export function useRevokeCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<RevokedCertificate>(portalPaths.revokeCertificate(id), { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.organisation }),
  });
}

/** Fetches a certificate's PEM again (GET /api/portal/certificates/{id}). */
export function useCertificatePem() {
  return useMutation({ mutationFn: (id: string) => apiFetch<PortalCertificatePem>(portalPaths.certificate(id)) });
}
