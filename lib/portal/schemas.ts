// Zod schemas of the developer portal: sign-up, sign-in, organisations, members, invitations, proof of control,
// certificate issuance. Shared by route handlers and forms.
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordWeakness } from './password-policy.ts';

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
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
  .superRefine((password, ctx) => {
    const weakness = passwordWeakness(password);
    if (weakness) ctx.addIssue({ code: 'custom', message: weakness });
  })
  .meta({ description: `Password: at least ${PASSWORD_MIN_LENGTH} characters, not trivially repetitive, not one of the 10,000 most common passwords.` });

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

export const organisationNameSchema = z
  .string()
  .trim()
  .min(1, 'Organisation name is required')
  .max(64, 'Organisation name must be at most 64 characters')
  .meta({ description: 'Name of the sandbox organisation (its sandbox test certificates carry it as organizationName).', example: 'Acme Payments AS' });

/** POST /api/portal/organisation — a fresh sandbox organisation (sandbox mode; its organizationIdentifier is generated). */
export const createOrganisationSchema = z
  .object({ organizationName: organisationNameSchema, roles: rolesSchema })
  .meta({ description: 'A new sandbox organisation.' });
export type CreateOrganisation = z.output<typeof createOrganisationSchema>;

/** What sign-up does about an organisation: create a fresh sandbox one, or none yet (join one afterwards). */
export const SIGN_UP_ORGANISATION = ['sandbox', 'join'] as const;

/** POST /api/portal/account — a developer account, optionally with a fresh sandbox organisation. */
export const signUpSchema = z
  .object({
    name: z.string().trim().min(1, 'Your name is required').max(100, 'Name must be at most 100 characters'),
    email: emailSchema,
    password: passwordSchema,
    organisation: z.enum(SIGN_UP_ORGANISATION).default('sandbox').meta({ description: 'sandbox: create a new sandbox organisation; join: none yet.' }),
    organizationName: z.string().optional(),
    roles: z.array(z.enum(PORTAL_ROLES)).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.organisation !== 'sandbox') return;
    for (const [path, schema] of [['organizationName', organisationNameSchema], ['roles', rolesSchema]] as const) {
      const r = schema.safeParse(v[path]);
      if (!r.success) ctx.addIssue({ code: 'custom', path: [path], message: r.error.issues[0]?.message ?? 'invalid' });
    }
  })
  .meta({ description: 'Sign-up of a TPP developer; an existing organisation is joined afterwards (proof of control or invitation).' });
export type SignUpInput = z.input<typeof signUpSchema>;
export type SignUp = z.output<typeof signUpSchema>;

/** The answer to every sign-up, whether or not the e-mail was registered before (it does not tell). */
export const signUpReceivedSchema = z.object({ status: z.literal('received'), text: z.string() }).meta({ description: 'Sign-up received.' });
export type SignUpReceived = z.output<typeof signUpReceivedSchema>;

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

export const certificateParams = z.object({ certificateId: z.string().min(1).max(100) });

/** GET /api/portal/certificates/{certificateId} — the certificate again (never the key). */
export const portalCertificatePemSchema = z
  .object({ id: z.string(), serialHex: z.string(), certPem: z.string() })
  .meta({ description: 'A sandbox certificate (PEM) of the organisation.' });
export type PortalCertificatePem = z.output<typeof portalCertificatePemSchema>;

/** POST /api/portal/certificates/{certificateId}/revoke — the revoked certificate. */
export const revokedCertificateSchema = z
  .object({ id: z.string(), serialHex: z.string(), revokedAt: z.string() })
  .meta({ description: 'A revoked certificate: the API answers CERTIFICATE_BLOCKED to requests signed with it.' });
export type RevokedCertificate = z.output<typeof revokedCertificateSchema>;

export const memberRoleSchema = z.enum(['owner', 'member']).meta({ description: 'owner: also invites and removes members and changes roles; member: everything else.' });

/** The organisation of the signed-in user. */
export const organisationSchema = z
  .object({
    tppId: z.string(),
    name: z.string(),
    organizationIdentifier: z.string(),
    /** Generated by the portal (PSDNO-SANDBOX-…), not proven with a certificate. */
    sandbox: z.boolean(),
    /** organizationName of the certificate that last proved control, and when. */
    attestedName: z.string().nullable(),
    provenAt: z.string().nullable(),
    roles: z.array(z.string()),
    role: memberRoleSchema,
    contactEmail: z.string().nullable(),
    certificates: z.array(
      z.object({
        id: z.string(), serialHex: z.string(), subjectDn: z.string(), roles: z.array(z.string()), notAfter: z.string(), createdAt: z.string(),
        /** When it was revoked in the portal; null while the API accepts it. */
        revokedAt: z.string().nullable(),
        /** The certificate PEM can be downloaded again (issued since migration 0008). */
        downloadable: z.boolean(),
      }),
    ),
    members: z.array(z.object({ userId: z.string(), name: z.string(), email: z.string(), role: memberRoleSchema, since: z.string() })),
    /** Open invitations (owners only; empty for members). */
    invitations: z.array(z.object({ id: z.string(), email: z.string(), expiresAt: z.string(), createdAt: z.string() })),
  })
  .meta({ description: 'The TPP organisation of the signed-in developer.' });
export type Organisation = z.output<typeof organisationSchema>;

/** POST /api/portal/organisation/challenges — a challenge to sign with a certificate of the organisation. */
export const challengeRequestSchema = z
  .object({ organizationIdentifier: organizationIdentifierSchema })
  .meta({ description: 'The organisation to prove control of.' });

export const challengeSchema = z
  .object({
    id: z.string(),
    organizationIdentifier: z.string(),
    text: z.string().meta({ description: 'Sign exactly these bytes (UTF-8), RSA PKCS#1 v1.5 with SHA-256.' }),
    expiresAt: z.string(),
    command: z.string().meta({ description: 'The same with openssl.' }),
  })
  .meta({ description: 'A single-use proof-of-control challenge.' });
export type Challenge = z.output<typeof challengeSchema>;

/** POST /api/portal/organisation/join — the signed challenge. */
export const proofSchema = z
  .object({
    challengeId: z.string().min(1).max(100),
    certificate: z.string().trim().min(1, 'Paste the certificate (PEM)').max(20_000, 'The certificate is too long'),
    signature: z.string().trim().min(1, 'Paste the signature (base64)').max(2_000, 'The signature is too long for a 4096-bit key'),
  })
  .meta({ description: 'A challenge signed with the private key of a certificate of the organisation.' });
export type Proof = z.output<typeof proofSchema>;

/** POST /api/portal/invitations — invite an e-mail address to the organisation (owners). */
export const invitationRequestSchema = z.object({ email: emailSchema }).meta({ description: 'Who to invite.' });

/** A created invitation: the token is shown once, to pass on; the server keeps only its hash. */
export const createdInvitationSchema = z
  .object({ id: z.string(), email: z.string(), expiresAt: z.string(), token: z.string(), link: z.string() })
  .meta({ description: 'Invitation; token and link are shown once.' });
export type CreatedInvitation = z.output<typeof createdInvitationSchema>;

/** POST /api/portal/invitations/accept. */
export const acceptInvitationSchema = z.object({ token: z.string().trim().min(1, 'The invitation token is required').max(200) }).meta({ description: 'The invitation token.' });

/** PATCH /api/portal/members/{userId}. */
export const memberRoleChangeSchema = z.object({ role: memberRoleSchema }).meta({ description: 'The new role.' });

/** Path parameters of member and invitation routes. */
export const memberParams = z.object({ userId: z.string().min(1).max(100) });
export const invitationParams = z.object({ invitationId: z.string().min(1).max(100) });
