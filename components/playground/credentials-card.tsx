'use client';
// The playground's key and certificate: pasted or loaded from files, kept in this browser only.
import { useMemo } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { TextAreaField } from '@/components/ui/field.tsx';
import { clearCredentials, saveCredentials } from '@/lib/portal-client/credentials-store.ts';
import { summariseCertificate } from '@/lib/playground/browser-signer.ts';

interface Props {
  keyPem: string;
  certPem: string;
  onChange: (next: { keyPem?: string; certPem?: string }) => void;
  stored: boolean;
  onStoredChange: (stored: boolean) => void;
}

async function readFile(input: HTMLInputElement): Promise<string | null> {
  const file = input.files?.[0];
  return file ? file.text() : null;
}

/** Key and certificate inputs with a summary of the certificate. */
export function CredentialsCard({ keyPem, certPem, onChange, stored, onStoredChange }: Props) {
  const summary = useMemo(() => {
    if (!certPem.trim()) return null;
    try {
      return { ok: true as const, ...summariseCertificate(certPem) };
    } catch (e) {
      return { ok: false as const, error: (e as Error).message };
    }
  }, [certPem]);
  return (
    <Card
      id="credentials"
      title="1. Key and certificate"
      description="They stay in this browser: signing happens here with WebCrypto. Issue a pair on the Organisation page or use the CLI's tpp.key.pem and tpp.cert.pem."
    >
      <div className="grid gap-4 md:grid-cols-2">
        <div>
          <TextAreaField label="Private key (PEM)" rows={6} spellCheck={false} value={keyPem} onChange={(e) => onChange({ keyPem: e.target.value })} placeholder="-----BEGIN PRIVATE KEY-----" />
          <label className="mt-1 inline-block cursor-pointer text-xs font-medium text-teal-700">
            Load key file…
            <input type="file" accept=".pem,.key,text/plain" className="sr-only" onChange={async (e) => { const t = await readFile(e.target); if (t) onChange({ keyPem: t }); }} />
          </label>
        </div>
        <div>
          <TextAreaField label="Certificate (PEM)" rows={6} spellCheck={false} value={certPem} onChange={(e) => onChange({ certPem: e.target.value })} placeholder="-----BEGIN CERTIFICATE-----" />
          <label className="mt-1 inline-block cursor-pointer text-xs font-medium text-teal-700">
            Load certificate file…
            <input type="file" accept=".pem,.crt,.cer,text/plain" className="sr-only" onChange={async (e) => { const t = await readFile(e.target); if (t) onChange({ certPem: t }); }} />
          </label>
        </div>
      </div>
      {summary && !summary.ok && <div className="mt-3"><Alert tone="error" title="Certificate">{summary.error}</Alert></div>}
      {summary?.ok && (
        <dl className="mt-4 grid gap-2 text-xs sm:grid-cols-2" data-testid="certificate-summary">
          <div className="sm:col-span-2"><dt className="font-medium text-navy-500">keyId</dt><dd className="break-all font-mono">{summary.keyId}</dd></div>
          <div><dt className="font-medium text-navy-500">Subject</dt><dd className="break-all font-mono">{summary.subjectDn}</dd></div>
          <div><dt className="font-medium text-navy-500">Valid until</dt><dd>{summary.notAfter.toUTCString()}</dd></div>
        </dl>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          disabled={!keyPem || !certPem}
          onClick={() => {
            saveCredentials({ keyPem, certPem });
            onStoredChange(true);
          }}
        >
          Keep in this browser
        </Button>
        {stored && (
          <Button
            variant="danger"
            onClick={() => {
              clearCredentials();
              onStoredChange(false);
            }}
          >
            Forget stored key
          </Button>
        )}
        <span className="text-xs text-navy-500">{stored ? 'Stored in localStorage of this browser.' : 'Not stored: kept in memory until you leave the page.'}</span>
      </div>
    </Card>
  );
}
