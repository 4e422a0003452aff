'use client';
// Issues sandbox test certificates: shows keyId and subject, offers the key and certificate as downloads once; lists
// the organisation's certificates with re-download (certificate only) and revoke (the API refuses it from then on).
import Link from 'next/link';
import { useState } from 'react';
import { Alert, TppMessages } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { messagesOf } from '@/lib/portal-client/api.ts';
import { downloadText, saveCredentials } from '@/lib/portal-client/credentials-store.ts';
import { useCertificatePem, useCertificates, useIssueCertificate, useRevokeCertificate } from '@/lib/portal-client/hooks/certificates.ts';

/** The certificate card of the organisation page. */
export function CertificateCard() {
  const certificates = useCertificates().data ?? [];
  const issue = useIssueCertificate();
  const revoke = useRevokeCertificate();
  const pem = useCertificatePem();
  const cert = issue.data;
  // The id of the issued certificate kept in this browser: a newly issued one is not stored yet.
  const [storedId, setStoredId] = useState<string | null>(null);
  const stored = cert !== undefined && storedId === cert.id;
  return (
    <Card
      id="certificates"
      title="Sandbox test certificates"
      description="RSA-2048 key and certificate issued by the sandbox CA with your organizationIdentifier and PSD2 roles. The key is created for this download only: keep it safe."
      actions={<Button onClick={() => issue.mutate()} busy={issue.isPending}>Issue test certificate</Button>}
    >
      <TppMessages messages={messagesOf(issue.error)} title="Could not issue a certificate" />
      {cert && (
        <div className="space-y-4" data-testid="issued-certificate">
          <Alert tone="success" title="Certificate issued">
            Download the private key now: it is not stored on the server and cannot be shown again.
          </Alert>
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <div className="sm:col-span-2">
              <dt className="font-medium text-navy-500">keyId for the Signature header</dt>
              <dd className="mt-1 break-all rounded bg-navy-50 px-2 py-1 font-mono text-xs" data-testid="key-id">{cert.keyId}</dd>
            </div>
            <div className="sm:col-span-2">
              <dt className="font-medium text-navy-500">Subject</dt>
              <dd className="mt-1 break-all font-mono text-xs">{cert.subjectDn}</dd>
            </div>
            <div>
              <dt className="font-medium text-navy-500">Roles</dt>
              <dd className="mt-1 font-mono text-xs">{cert.roles.join(', ')}</dd>
            </div>
            <div>
              <dt className="font-medium text-navy-500">Valid until</dt>
              <dd className="mt-1">{new Date(cert.notAfter).toUTCString()}</dd>
            </div>
          </dl>
          <div className="flex flex-wrap gap-2">
            <Button variant="dark" onClick={() => downloadText('tpp.key.pem', cert.keyPem)}>Download key (tpp.key.pem)</Button>
            <Button variant="secondary" onClick={() => downloadText('tpp.cert.pem', cert.certPem)}>Download certificate (tpp.cert.pem)</Button>
            <Button
              variant="secondary"
              onClick={() => {
                saveCredentials({ keyPem: cert.keyPem, certPem: cert.certPem });
                setStoredId(cert.id);
              }}
            >
              Keep in this browser for the playground
            </Button>
          </div>
          {stored && (
            <Alert tone="info">
              Stored in this browser&apos;s local storage only. <Link className="font-semibold underline" href="/playground">Open the signer playground →</Link>
            </Alert>
          )}
        </div>
      )}
      <div className="mt-6">
        <h3 className="text-sm font-semibold text-navy-900">Issued so far</h3>
        <p className="mt-1 text-xs text-navy-500">A revoked certificate is refused by the API from the next request (401 CERTIFICATE_BLOCKED). The key is never kept: only the certificate can be downloaded again.</p>
        <TppMessages messages={[...messagesOf(revoke.error), ...messagesOf(pem.error)]} title="Could not complete that" />
        {certificates.length === 0 ? (
          <p className="mt-1 text-sm text-navy-500">None yet.</p>
        ) : (
          <ul className="mt-2 divide-y divide-navy-100" aria-label="Issued certificates">
            {certificates.map((c) => (
              <li key={c.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3" data-testid="certificate-row" data-serial={c.serialHex}>
                <div className="min-w-0 text-sm">
                  <p className="break-all font-mono text-xs text-navy-900">{c.serialHex}</p>
                  <p className="mt-0.5 text-xs text-navy-500">
                    {c.roles.join(', ')} · issued {c.createdAt.slice(0, 10)} · valid until {c.notAfter.slice(0, 10)} ·{' '}
                    {c.revokedAt ? <span className="font-medium text-red-700">revoked {c.revokedAt.slice(0, 10)}</span> : <span className="font-medium text-teal-800">active</span>}
                  </p>
                </div>
                <div className="flex gap-2">
                  {c.downloadable && (
                    <Button
                      variant="secondary"
                      className="px-2 py-1 text-xs"
                      aria-label={`Download certificate ${c.serialHex}`}
                      busy={pem.isPending && pem.variables === c.id}
                      onClick={async () => { const r = await pem.mutateAsync(c.id); downloadText(`tpp-${r.serialHex.slice(0, 12)}.cert.pem`, r.certPem); }}
                    >
                      Download
                    </Button>
                  )}
                  {!c.revokedAt && (
                    <Button
                      variant="danger"
                      className="px-2 py-1 text-xs"
                      aria-label={`Revoke certificate ${c.serialHex}`}
                      busy={revoke.isPending && revoke.variables === c.id}
                      onClick={() => { if (window.confirm(`Revoke certificate ${c.serialHex}? Requests signed with it will be refused at once.`)) revoke.mutate(c.id); }}
                    >
                      Revoke
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
