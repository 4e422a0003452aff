// The organisation's contact e-mail (spec 4.4): read from the organisation, saved with PUT /api/portal/contact.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Organisation } from '@/lib/portal/schemas.ts';
import type { ContactEmailBody, TppContact } from '@/lib/tpp/contact-email.ts';
import { apiFetch } from '../api.ts';
import { portalPaths } from '../paths.ts';
import { queryKeys } from '../query-keys.ts';
import { organisationQuery } from './organisation.ts';

const contactOf = (o: Organisation) => o.contactEmail;

/** The registered contact e-mail (null when none). */
export function useContact() {
  return useQuery({ ...organisationQuery, select: contactOf });
}

/** Registers or updates the address; `data` carries the server's advice (a WARNING for personal addresses). */
export function useSaveContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContactEmailBody) => apiFetch<TppContact>(portalPaths.contact, { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.organisation }),
  });
}
