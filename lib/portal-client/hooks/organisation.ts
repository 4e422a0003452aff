// The signed-in developer's organisation (GET /api/portal/organisation); certificates and contact read from it too.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Organisation } from '@/lib/portal/schemas.ts';
import { apiFetch } from '../api.ts';
import { portalPaths } from '../paths.ts';
import { queryKeys } from '../query-keys.ts';

/** The organisation query, shared by useOrganisation, useCertificates and useContact (one request for all three). */
export const organisationQuery = queryOptions({
  queryKey: queryKeys.organisation,
  queryFn: () => apiFetch<Organisation>(portalPaths.organisation),
});

/** Reads the organisation: name, organizationIdentifier, roles, contact e-mail and certificates. */
export function useOrganisation() {
  return useQuery(organisationQuery);
}
