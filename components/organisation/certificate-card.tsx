'use client';
// Issues sandbox test certificates: shows keyId and subject, offers the key and certificate as downloads once.
import Link from 'next/link';
import { useState } from 'react';
import { Alert, TppMessages } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { ScrollArea } from '@/components/ui/scroll-area.tsx';
import { messagesOf } from '@/lib/portal-client/api.ts';
import { downloadText, saveCredentials } from '@/lib/portal-client/credentials-store.ts';
import { useCertificates, useIssueCertificate } from '@/lib/portal-client/hooks/certificates.ts';

/** The certificate card of the organisation page. */
export function CertificateCard() {
  const certificates = useCertificates().data ?? [];
  const issue = useIssueCertificate();
  const cert = issue.data;
  // The id of the issued certificate kept in this browser: a newly issued one is not stored yet.
  const [storedId, setStoredId] = useState<string | null>(null);
  const stored = cert !== undefined && storedId === cert.id;
  return (
    <Card
      id="certificates"
      title="Sandbox test certificates"
      description="RSA-2048 key and certificate issued by the sandbox CA with your organizationIdentifier and PSD2 roles — the same as npm run sandbox:certificate."
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
        {certificates.length === 0 ? (
          <p className="mt-1 text-sm text-navy-500">None yet.</p>
        ) : (
          <ScrollArea label="Issued certificates" className="mt-2">
            <table className="min-w-full text-left text-sm">
              <thead className="text-xs uppercase text-navy-500">
                <tr><th className="py-2 pr-4 font-medium">Serial</th><th className="py-2 pr-4 font-medium">Roles</th><th className="py-2 pr-4 font-medium">Issued</th><th className="py-2 font-medium">Valid until</th></tr>
              </thead>
              <tbody className="divide-y divide-navy-100">
                {certificates.map((c) => (
                  <tr key={c.id}>
                    <td className="py-2 pr-4 font-mono text-xs">{c.serialHex}</td>
                    <td className="py-2 pr-4 font-mono text-xs">{c.roles.join(', ')}</td>
                    <td className="py-2 pr-4">{c.createdAt.slice(0, 10)}</td>
                    <td className="py-2">{c.notAfter.slice(0, 10)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollArea>
        )}
      </div>
    </Card>
  );
}
