// Trust check of a TPP certificate against the configured trust anchors (the sandbox CA in sandbox mode).
import { Xs2aError } from '../errors.ts';
import type { ParsedCertificate } from './certificate.ts';
import { dnEquals } from './dn.ts';
import { LruCache } from './lru-cache.ts';

const verdicts = new LruCache<string, boolean>(2000);

/** True when `anchor`'s key signed `cert` (cached per certificate/anchor pair). */
export function isSignedBy(cert: ParsedCertificate, anchor: ParsedCertificate): boolean {
  const key = `${cert.fingerprint}:${anchor.fingerprint}`;
  const cached = verdicts.get(key);
  if (cached !== undefined) return cached;
  let ok = false;
  try {
    ok = cert.x509.verify(anchor.publicKey);
  } catch {
    ok = false;
  }
  verdicts.set(key, ok);
  return ok;
}

/**
 * Whether a trust anchor of this list signed the certificate, asked once per parsed certificate and anchor list: the
 * pipeline hands the same parsed objects to every request (certificates cached by header, anchors loaded once), and
 * matching the issuer's name against every anchor's on every request was a fixed cost worth saving
 * (docs/decisions/0026-fixed-costs-of-a-signed-request.md). A new anchor list (another object) is asked anew.
 */
const issuedBy = new WeakMap<ParsedCertificate, { anchors: ParsedCertificate[]; ok: boolean }>();
function issuedByAnchor(cert: ParsedCertificate, anchors: ParsedCertificate[]): boolean {
  const known = issuedBy.get(cert);
  if (known?.anchors === anchors) return known.ok;
  const ok = anchors.some((a) => dnEquals(a.subject, cert.issuer) && isSignedBy(cert, a));
  issuedBy.set(cert, { anchors, ok });
  return ok;
}

/** Throws CERTIFICATE_INVALID (not issued by a trusted CA) or CERTIFICATE_EXPIRED (outside its validity). */
export function verifyCertificateTrust(cert: ParsedCertificate, anchors: ParsedCertificate[], now: Date): void {
  if (!issuedByAnchor(cert, anchors)) {
    const sameName = anchors.filter((a) => dnEquals(a.subject, cert.issuer));
    const hint = sameName.length
      ? ' (the issuer name matches a trusted CA, but the certificate signature does not verify with that CA key)'
      : '';
    const trusted = anchors.map((a) => `"${a.subjectDn}"`).join(', ') || 'none configured';
    throw new Xs2aError(
      'CERTIFICATE_INVALID',
      `TPP-Signature-Certificate is not issued by a trusted CA: its issuer is "${cert.issuerDn}"${hint}. ` +
        `In sandbox mode certificates must be issued by the sandbox CA (${trusted}); ` +
        'issue one on the Organisation page of the developer portal',
    );
  }
  const t = now.getTime();
  if (t < cert.notBefore.getTime() || t > cert.notAfter.getTime()) {
    const state = t < cert.notBefore.getTime() ? 'is not yet valid' : 'has expired';
    throw new Xs2aError(
      'CERTIFICATE_EXPIRED',
      `TPP-Signature-Certificate ${state}: it is valid from ${cert.notBefore.toISOString()} to ${cert.notAfter.toISOString()}, ` +
        `server time is ${now.toISOString()}`,
    );
  }
}
