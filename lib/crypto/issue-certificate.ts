// Issues a PSD2 QSealC-like TPP certificate signed by a CA (used by the CLI and the developer portal).
import { createPrivateKey, generateKeyPair, type KeyObject, randomBytes, X509Certificate } from 'node:crypto';
import { promisify } from 'node:util';
import { z } from 'zod';
import { encodeQcStatements, PSD2_ROLES, type Psd2Role } from './qc-statement.ts';
import {
  authorityKeyIdentifier, basicConstraints, buildCertificate, keyIdentifier, keyUsage, publicKeyOf, subjectKeyIdentifier,
  subjectNameDer,
} from './x509-builder.ts';

const generateKeyPairAsync = promisify(generateKeyPair);
const DAY = 86_400_000;

/** organizationIdentifier per ETSI TS 119 495: PSD + country + "-" + NCA id + "-" + authorisation number. */
export const ORGANIZATION_IDENTIFIER = /^PSD[A-Z]{2}-[A-Z]{2,8}-.+$/;

/** Input schema (zod) of issueTppCertificate; reuse it to validate portal forms. */
export const issueTppCertificateSchema = z.object({
  organizationName: z.string().trim().min(1, 'organizationName is required').max(64),
  organizationIdentifier: z
    .string()
    .trim()
    .max(64)
    .regex(ORGANIZATION_IDENTIFIER, 'organizationIdentifier must look like PSDNO-FSA-123456 (PSD, country, NCA id, authorisation number)'),
  roles: z
    .array(z.enum(PSD2_ROLES))
    .min(1, 'at least one role (PSP_AS, PSP_PI, PSP_AI, PSP_IC) is required')
    .transform((roles) => PSD2_ROLES.filter((r) => roles.includes(r))),
  commonName: z.string().trim().min(1).max(64).optional(),
  country: z.string().regex(/^[A-Z]{2}$/, 'country must be two upper-case letters (ISO 3166)').default('NO'),
  ncaName: z.string().trim().min(1).max(256).default('Finanstilsynet'),
  ncaId: z.string().regex(/^[A-Z]{2}-[A-Z]{2,8}$/, 'ncaId must look like NO-FSA').optional(),
  validityDays: z.number().int().min(1).max(3650).default(365),
});

/** Options of issueTppCertificate. */
export interface IssueTppCertificateOptions {
  ca: { certPem: string; keyPem: string };
  organizationName: string;
  organizationIdentifier: string;
  roles: Psd2Role[];
  commonName?: string;
  country?: string;
  ncaName?: string;
  ncaId?: string;
  validityDays?: number;
  /** Issue time (tests); defaults to now. */
  now?: Date;
}

/** Thrown for invalid input; `issues` lists each problem with its field. */
export class CertificateRequestError extends Error {
  readonly issues: { path: string; message: string }[];

  constructor(issues: { path: string; message: string }[]) {
    super(`Invalid certificate request: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`);
    this.name = 'CertificateRequestError';
    this.issues = issues;
  }
}

/** `PSDNO-FSA-123456` → `NO-FSA`. */
export const ncaIdFromOrganizationIdentifier = (orgId: string): string => {
  const m = /^PSD([A-Z]{2})-([A-Z]{2,8})-/.exec(orgId);
  return m ? `${m[1]}-${m[2]}` : '';
};

/** Creates an RSA-2048 key and a CA-signed certificate with the PSD2 QCStatement; returns both as PEM. */
export async function issueTppCertificate(opts: IssueTppCertificateOptions): Promise<{ keyPem: string; certPem: string }> {
  const result = issueTppCertificateSchema.safeParse(opts);
  if (!result.success) {
    throw new CertificateRequestError(result.error.issues.map((i) => ({ path: i.path.join('.') || '(input)', message: i.message })));
  }
  const input = result.data;
  const caKey = createPrivateKey(opts.ca.keyPem);
  const caCert = new X509Certificate(opts.ca.certPem);
  if (!caCert.publicKey.equals(publicKeyOf(caKey))) {
    throw new CertificateRequestError([{ path: 'ca', message: 'the CA key does not belong to the CA certificate' }]);
  }
  const { privateKey, publicKey } = await generateKeyPairAsync('rsa', { modulusLength: 2048 });
  const now = opts.now ?? new Date();
  const caNotAfter = new Date(caCert.validTo);
  const wanted = new Date(now.getTime() + input.validityDays * DAY);
  const serial = randomBytes(16);
  serial[0] = ((serial[0] ?? 0) & 0x7f) | 0x40; // positive, no leading zero byte
  const der = buildCertificate({
    serial,
    issuerNameDer: subjectNameDer(caCert.raw),
    subject: [
      { oid: '2.5.4.6', value: input.country },
      { oid: '2.5.4.10', value: input.organizationName, utf8: true },
      { oid: '2.5.4.97', value: input.organizationIdentifier },
      { oid: '2.5.4.3', value: input.commonName ?? input.organizationName, utf8: true },
    ],
    notBefore: new Date(now.getTime() - 5 * 60_000),
    notAfter: Number.isNaN(caNotAfter.getTime()) || wanted < caNotAfter ? wanted : caNotAfter,
    subjectPublicKey: publicKey as KeyObject,
    signingKey: caKey,
    extensions: [
      { oid: '2.5.29.19', critical: true, value: basicConstraints(false) },
      { oid: '2.5.29.15', critical: true, value: keyUsage([0, 1]) },
      { oid: '2.5.29.14', value: subjectKeyIdentifier(keyIdentifier(publicKey as KeyObject)) },
      { oid: '2.5.29.35', value: authorityKeyIdentifier(keyIdentifier(caCert.publicKey)) },
      {
        oid: '1.3.6.1.5.5.7.1.3',
        value: encodeQcStatements({
          roles: input.roles,
          ncaName: input.ncaName,
          ncaId: input.ncaId ?? ncaIdFromOrganizationIdentifier(input.organizationIdentifier),
        }),
      },
    ],
  });
  return {
    keyPem: (privateKey as KeyObject).export({ type: 'pkcs8', format: 'pem' }).toString(),
    certPem: new X509Certificate(der).toString(),
  };
}
