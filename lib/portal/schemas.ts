// Zod schemas of the developer portal: sign-up, sign-in, certificate issuance. Shared by route handlers and forms.
import { z } from 'zod';

/** organizationIdentifier per ETSI TS 119 495; the same pattern as lib/crypto/issue-certificate.ts (a node-only module). */
export const ORGANIZATION_IDENTIFIER = /^PSD[A-Z]{2}-[A-Z]{2,8}-.+$/;

/** The PSD2 roles a portal organisation can register: AIS (PSP_AI) and PIS (PSP_PI). */
export const PORTAL_ROLES = ['PSP_AI', 'PSP_PI'] as const;
export type PortalRole = (typeof PORTAL_ROLES)[number];
export const ROLE_LABELS: Record<PortalRole, string> = {
  PSP_AI: 'AIS — account information (PSP_AI)',
  PSP_PI: 'PIS — payment initiation (PSP_PI)',
};

export const emailSchema = z
  .string()
  .trim()
  .min(1, 'E-mail is required')
  .max(254, 'E-mail must be at most 254 characters')
  .pipe(z.email({ error: 'Enter a valid e-mail address, e.g. api@acme.example' }))
  .transform((v) => v.toLowerCase())
  .meta({ description: 'E-mail address.', example: 'dev@acme.example' });

export const passwordSchema = z
  .string()
  .min(10, 'Password must be at least 10 characters')
  .max(200, 'Password must be at most 200 characters')
  .meta({ description: 'Password, at least 10 characters.' });

export const organizationIdentifierSchema = z
  .string()
  .trim()
  .toUpperCase()
  .max(64, 'organizationIdentifier must be at most 64 characters')
  .regex(ORGANIZATION_IDENTIFIER, 'Must look like PSDNO-FSA-123456: "PSD", country, "-", NCA id, "-", authorisation number')
  .meta({ description: 'organizationIdentifier (2.5.4.97) of the TPP certificates, ETSI TS 119 495.', example: 'PSDNO-FSA-123456' });

export const rolesSchema = z
  .array(z.enum(PORTAL_ROLES))
  .min(1, 'Choose at least one role')
  .transform((roles) => PORTAL_ROLES.filter((r) => roles.includes(r)))
  .meta({ description: 'PSD2 roles: PSP_AI (AIS) and/or PSP_PI (PIS).', example: ['PSP_AI', 'PSP_PI'] });

/** POST /api/portal/account — a developer account and its organisation. */
export const signUpSchema = z
  .object({
    name: z.string().trim().min(1, 'Your name is required').max(100, 'Name must be at most 100 characters'),
    email: emailSchema,
    password: passwordSchema,
    organizationName: z.string().trim().min(1, 'Organisation name is required').max(64, 'Organisation name must be at most 64 characters'),
    organizationIdentifier: organizationIdentifierSchema,
    roles: rolesSchema,
  })
  .meta({ description: 'Sign-up of a TPP developer and organisation.' });
export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUp = z.output<typeof signUpSchema>;

/** The credentials of a portal sign-in. */
export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Password is required').max(200),
});
export type SignInInput = z.input<typeof signInSchema>;

/** POST /api/portal/certificates — issue a sandbox certificate for the signed-in organisation. */
export const issueCertificateSchema = z
  .object({
    roles: rolesSchema.optional().meta({ description: 'Roles of this certificate (default: the organisation roles).' }),
    validityDays: z.number().int().min(1).max(825).default(365).meta({ description: 'Validity in days.', example: 365 }),
  })
  .meta({ description: 'Options of a sandbox test certificate.' });
export type IssueCertificate = z.output<typeof issueCertificateSchema>;

/** An issued sandbox certificate with its key (shown once, never stored). */
export const issuedCertificateSchema = z
  .object({
    id: z.string(),
    serialHex: z.string(),
    subjectDn: z.string(),
    issuerDn: z.string(),
    keyId: z.string().meta({ description: 'keyId to use in the Signature header.' }),
    roles: z.array(z.string()),
    notAfter: z.string(),
    certPem: z.string(),
    keyPem: z.string(),
  })
  .meta({ description: 'A sandbox certificate and its private key (PEM).' });
export type IssuedCertificate = z.output<typeof issuedCertificateSchema>;

/** The organisation of the signed-in user. */
export const organisationSchema = z
  .object({
    tppId: z.string(),
    name: z.string(),
    organizationIdentifier: z.string(),
    roles: z.array(z.string()),
    contactEmail: z.string().nullable(),
    certificates: z.array(
      z.object({ id: z.string(), serialHex: z.string(), subjectDn: z.string(), roles: z.array(z.string()), notAfter: z.string(), createdAt: z.string() }),
    ),
  })
  .meta({ description: 'The TPP organisation of the signed-in developer.' });
export type Organisation = z.output<typeof organisationSchema>;
