// The PSD2 signing-certificate profile (ETSI TS 119 495, EN 319 412-5, RFC 5280): a certificate a CA issued can still
// be the wrong kind of certificate — a CA certificate, a TLS-only one, one without PSD2 roles. Checked after trust,
// so an untrusted certificate never learns more than "not trusted".
import { Xs2aError } from '../errors.ts';
import type { ParsedCertificate } from './certificate.ts';
import { QC_OIDS } from './qc-statement.ts';

const invalid = (text: string) => new Xs2aError('CERTIFICATE_INVALID', `TPP-Signature-Certificate has the wrong profile for signing requests: ${text}`);

/** Throws CERTIFICATE_INVALID unless `cert` is a PSD2 seal certificate fit for signing requests. */
export function checkSigningProfile(cert: ParsedCertificate): void {
  // RFC 5280 4.2.1.9: an end-entity certificate is not a CA; a CA key must not sign requests as a TPP.
  if (cert.isCa) throw invalid('it is a CA certificate (basicConstraints cA=TRUE); sign with an end-entity seal certificate');
  // RFC 5280 4.2.1.3 / EN 319 412-3: a seal signs with digitalSignature and/or nonRepudiation (contentCommitment).
  if (cert.keyUsage && !cert.keyUsage.some((u) => u === 'digitalSignature' || u === 'nonRepudiation')) {
    throw invalid(`its keyUsage (${cert.keyUsage.join(', ') || 'none'}) allows neither digitalSignature nor nonRepudiation`);
  }
  // ETSI TS 119 495 5.1: the PSD2 QCStatement with the roles of the TPP (GEN-5.2.2-1: at least one role).
  if (!cert.hasPsd2Statement) throw invalid('it has no PSD2 QCStatement (ETSI TS 119 495, 0.4.0.19495.2) with the PSD2 roles of the TPP');
  if (cert.roles.length === 0) throw invalid('its PSD2 QCStatement lists no role (PSP_AS, PSP_PI, PSP_AI or PSP_IC)');
  // EN 319 412-5 4.2.3: a qualified seal certificate (QSealC) declares QcType eseal.
  if (!cert.qcTypes.includes(QC_OIDS.qcTypeEseal)) {
    const has = cert.qcTypes.includes(QC_OIDS.qcTypeWeb) ? ' (it is a website certificate, QcType web: a QWAC authenticates TLS, it does not sign requests)' : '';
    throw invalid(`its qcStatements declare no QcType eseal (0.4.0.1862.1.6.2)${has}; requests are signed with a qualified seal certificate (QSealC)`);
  }
}
