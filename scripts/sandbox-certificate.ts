// CLI: issue a sandbox TPP signing certificate signed by the sandbox CA.
//   npm run sandbox:certificate -- --org "Acme AS" --org-id PSDNO-FSA-123456 --roles PSP_AI,PSP_PI --out DIR [--cn NAME] [--days N]
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseCertificate } from '../lib/crypto/certificate.ts';
import { CertificateRequestError, issueTppCertificate, issueTppCertificateSchema } from '../lib/crypto/issue-certificate.ts';
import { formatKeyId } from '../lib/crypto/key-id.ts';
import { PSD2_ROLES, type Psd2Role } from '../lib/crypto/qc-statement.ts';
import { loadOrCreateSandboxCa } from '../lib/crypto/sandbox-ca.ts';

const USAGE = `Usage: npm run sandbox:certificate -- --org NAME --org-id ORG_ID --roles ROLES --out DIR [--cn NAME] [--days N]

  --org      organisation name, e.g. "Acme AS"
  --org-id   organizationIdentifier, e.g. PSDNO-FSA-123456 (PSD + country + NCA id + authorisation number)
  --roles    comma-separated: PSP_AI, PSP_PI, PSP_IC, PSP_AS (AISP, PISP, PIISP/CBPII, ASPSP accepted too)
  --out      directory for tpp.key.pem and tpp.cert.pem (created if missing)
  --cn       common name (default: the organisation name)
  --days     validity in days (default 365)

The sandbox CA is read from (or created in) $DATA_DIR (default ./data).`;

const ROLE_ALIASES: Record<string, Psd2Role> = { AISP: 'PSP_AI', PISP: 'PSP_PI', PIISP: 'PSP_IC', CBPII: 'PSP_IC', ASPSP: 'PSP_AS' };

function usageError(message: string): never {
  process.stderr.write(`Error: ${message}\n\n${USAGE}\n`);
  process.exit(2);
}

function parseRoles(text: string): Psd2Role[] {
  const roles = text.split(',').map((r) => r.trim().toUpperCase()).filter(Boolean);
  if (!roles.length) usageError('--roles is empty');
  return roles.map((r) => {
    const role = ROLE_ALIASES[r] ?? (PSD2_ROLES as readonly string[]).find((x) => x === r);
    if (!role) usageError(`unknown role "${r}"; use ${PSD2_ROLES.join(', ')}`);
    return role as Psd2Role;
  });
}

async function main(): Promise<void> {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      options: {
        org: { type: 'string' },
        'org-id': { type: 'string' },
        roles: { type: 'string' },
        out: { type: 'string' },
        cn: { type: 'string' },
        days: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (e) {
    usageError((e as Error).message);
  }
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const str = (name: string): string | undefined => (typeof values[name] === 'string' ? (values[name] as string) : undefined);
  const missing = ['org', 'org-id', 'roles', 'out'].filter((k) => !str(k)?.trim());
  if (missing.length) usageError(`missing ${missing.map((m) => `--${m}`).join(', ')}`);
  const days = str('days');
  if (days !== undefined && !/^\d+$/.test(days)) usageError('--days must be a positive whole number');

  const request = {
    organizationName: str('org') ?? '',
    organizationIdentifier: str('org-id') ?? '',
    roles: parseRoles(str('roles') ?? ''),
    commonName: str('cn'),
    validityDays: days === undefined ? undefined : Number(days),
  };
  const check = issueTppCertificateSchema.safeParse(request); // validate before touching the CA files
  if (!check.success) usageError(check.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n       '));

  const dataDir = process.env.DATA_DIR ?? './data';
  const ca = await loadOrCreateSandboxCa(dataDir);
  let issued: { keyPem: string; certPem: string };
  try {
    issued = await issueTppCertificate({ ca, ...request });
  } catch (e) {
    if (e instanceof CertificateRequestError) usageError(e.issues.map((i) => `${i.path}: ${i.message}`).join('\n       '));
    throw e;
  }

  const out = path.resolve(str('out') ?? '.');
  await mkdir(out, { recursive: true });
  const keyFile = path.join(out, 'tpp.key.pem');
  const certFile = path.join(out, 'tpp.cert.pem');
  await writeFile(keyFile, issued.keyPem, { mode: 0o600 });
  await chmod(keyFile, 0o600);
  await writeFile(certFile, issued.certPem);

  const cert = parseCertificate(issued.certPem);
  process.stdout.write(
    [
      `Private key:  ${keyFile}`,
      `Certificate:  ${certFile}`,
      `Subject:      ${cert.subjectDn}`,
      `Issuer:       ${cert.issuerDn} (sandbox CA in ${path.resolve(dataDir)})`,
      `Roles:        ${cert.roles.join(', ')}`,
      `NCA:          ${cert.ncaName} (${cert.ncaId})`,
      `Valid:        ${cert.notBefore.toISOString()} .. ${cert.notAfter.toISOString()}`,
      `keyId:        ${formatKeyId(cert)}`,
      '',
      'Send the certificate as TPP-Signature-Certificate: the base64 DER, i.e. the PEM body without the BEGIN/END lines and newlines.',
      '',
    ].join('\n'),
  );
}

main().catch((e: unknown) => {
  process.stderr.write(`sandbox:certificate failed: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
