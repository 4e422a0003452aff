'use client';
// The organisation page body: details, certificates and contact e-mail (the cards render once the organisation is loaded).
import { Alert, TppMessages } from '@/components/ui/alert.tsx';
import { Card } from '@/components/ui/card.tsx';
import { messagesOf } from '@/lib/portal-client/api.ts';
import { useOrganisation } from '@/lib/portal-client/hooks/organisation.ts';
import { CertificateCard } from './certificate-card.tsx';
import { ContactCard } from './contact-card.tsx';
import { MembersCard } from './members-card.tsx';

/** Loads the organisation and renders its cards. */
export function OrganisationPanel({ welcome, userId }: { welcome: boolean; userId: string }) {
  const query = useOrganisation();
  if (query.isPending) return <p className="text-navy-500">Loading your organisation…</p>;
  if (query.isError) return <TppMessages messages={messagesOf(query.error)} title="Could not load the organisation" />;
  const org = query.data;
  return (
    <div className="space-y-6">
      {welcome && (
        <Alert tone="success" title="Welcome aboard">
          Your organisation is registered. Next: issue a test certificate below, then sign your first request in the playground.
        </Alert>
      )}
      <Card id="details" title={org.name}>
        <dl className="grid gap-4 text-sm sm:grid-cols-3">
          <div>
            <dt className="font-medium text-navy-500">organizationIdentifier</dt>
            <dd className="mt-1 break-all font-mono" data-testid="org-id">{org.organizationIdentifier}</dd>
          </div>
          <div>
            <dt className="font-medium text-navy-500">PSD2 roles</dt>
            <dd className="mt-1 flex flex-wrap gap-1">
              {org.roles.map((r) => (
                <span key={r} className="rounded-full bg-teal-50 px-2 py-0.5 font-mono text-xs font-semibold text-teal-800">{r}</span>
              ))}
            </dd>
          </div>
          <div>
            <dt className="font-medium text-navy-500">Contact e-mail</dt>
            <dd className="mt-1 break-all">{org.contactEmail ?? <span className="text-navy-400">not registered</span>}</dd>
          </div>
        </dl>
        <p className="mt-4 text-sm text-navy-600" data-testid="org-provenance">
          {org.attestedName
            ? `Control proven with a certificate of ${org.attestedName}${org.provenAt ? ` on ${org.provenAt.slice(0, 10)}` : ''}. You are ${org.role === 'owner' ? 'an owner' : 'a member'}.`
            : `A sandbox organisation created in the portal. You are ${org.role === 'owner' ? 'an owner' : 'a member'}.`}
        </p>
      </Card>
      <div className="grid gap-6 lg:grid-cols-5">
        <div className="min-w-0 lg:col-span-3"><CertificateCard /></div>
        <div className="min-w-0 lg:col-span-2"><ContactCard /></div>
      </div>
      <MembersCard userId={userId} />
    </div>
  );
}
