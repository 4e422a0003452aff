// Step support: the CAs a TPP certificate must chain to (sandbox CA in sandbox mode, a bundle in production).
import { readFileSync } from 'node:fs';
import { getConfig } from '../../config.ts';
import { parseCertificate, type ParsedCertificate } from '../../crypto/certificate.ts';
import { loadOrCreateSandboxCa } from '../../crypto/sandbox-ca.ts';

let anchors: Promise<ParsedCertificate[]> | null = null;

/** The trusted CA certificates of this instance, loaded once. */
export function getTrustAnchors(): Promise<ParsedCertificate[]> {
  anchors ??= load().catch((e: unknown) => {
    anchors = null;
    throw e;
  });
  return anchors;
}

async function load(): Promise<ParsedCertificate[]> {
  const config = getConfig();
  if (config.mode === 'sandbox') return [(await loadOrCreateSandboxCa(config.dataDir)).cert];
  const pem = readFileSync(config.trustedCaFile!, 'utf8'); // required in production mode (lib/config.ts)
  const blocks = pem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
  return blocks.map((b) => parseCertificate(b));
}
