// The one error type of the service. Every failure a client can cause is an Xs2aError; the pipeline turns it
// into a Berlin Group body {"tppMessages":[{"category":"ERROR","code":...,"text":...}]} with the status below.
import { z } from 'zod';

/** Message code → HTTP status (Berlin Group IG 1.3.8 §14.11, with the spec's exceptions: signature → 400). */
export const ERROR_STATUS = {
  FORMAT_ERROR: 400,
  PARAMETER_NOT_CONSISTENT: 400,
  PARAMETER_NOT_SUPPORTED: 400,
  SERVICE_INVALID: 400,
  RESOURCE_BLOCKED: 400,
  TIMESTAMP_INVALID: 400,
  PERIOD_INVALID: 400,
  SCA_METHOD_UNKNOWN: 400,
  SCA_INVALID: 400,
  SESSIONS_NOT_SUPPORTED: 400,
  PAYMENT_FAILED: 400,
  EXECUTION_DATE_INVALID: 400,
  REFERENCE_MIX_INVALID: 400,
  // The spec (section 5.8, 7): a failing or missing signature is answered with 400.
  SIGNATURE_INVALID: 400,
  SIGNATURE_MISSING: 400,
  CERTIFICATE_INVALID: 401,
  CERTIFICATE_EXPIRED: 401,
  CERTIFICATE_BLOCKED: 401,
  CERTIFICATE_REVOKED: 401,
  CERTIFICATE_MISSING: 401,
  ROLE_INVALID: 401,
  CORPORATE_ID_INVALID: 401,
  PSU_CREDENTIALS_INVALID: 401,
  CONSENT_INVALID: 401,
  CONSENT_EXPIRED: 401,
  TOKEN_UNKNOWN: 401,
  TOKEN_INVALID: 401,
  TOKEN_EXPIRED: 401,
  REQUIRED_KID_MISSING: 401,
  CONSENT_UNKNOWN: 403,
  SERVICE_BLOCKED: 403,
  RESOURCE_EXPIRED: 403,
  PRODUCT_INVALID: 403,
  RESOURCE_UNKNOWN: 404,
  PRODUCT_UNKNOWN: 404,
  METHOD_NOT_ALLOWED: 405,
  CANCELLATION_INVALID: 405,
  REQUESTED_FORMATS_INVALID: 406,
  STATUS_INVALID: 409,
  REFERENCE_STATUS_INVALID: 409,
  UNSUPPORTED_MEDIA_TYPE: 415,
  ACCESS_EXCEEDED: 429,
  INTERNAL_ERROR: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

// The Berlin Group message body (tppMessages) of every error, and of warnings in 2xx bodies: the one definition of
// its shape; the error type below, the OpenAPI document and the portal client all use it.

/** One Berlin Group message. */
export const tppMessageSchema = z.object({
  category: z.enum(['ERROR', 'WARNING']),
  code: z.string().meta({ description: 'Berlin Group message code, e.g. FORMAT_ERROR or SIGNATURE_INVALID.', example: 'FORMAT_ERROR' }),
  path: z.string().optional().meta({ description: 'JSON path of the field concerned.' }),
  text: z.string().optional().meta({ description: 'What went wrong, for the developer (at most 500 characters).' }),
});
export type TppMessage = z.output<typeof tppMessageSchema>;

/** The Berlin Group message body of errors (and of warnings in 2xx bodies). */
export const tppMessagesSchema = z
  .object({
    tppMessages: z.array(tppMessageSchema),
    _links: z.record(z.string(), z.object({ href: z.string(), verbs: z.array(z.string()).optional() })).optional(),
  })
  .meta({ description: 'Berlin Group error body.', example: { tppMessages: [{ category: 'ERROR', code: 'FORMAT_ERROR', path: 'contactEmail', text: 'contactEmail: must be a valid e-mail address' }] } });

/** Whether a string is one of the message codes above. */
export const isErrorCode = (v: unknown): v is ErrorCode => typeof v === 'string' && Object.hasOwn(ERROR_STATUS, v);

/** Where the resource of a RESOURCE_UNKNOWN was named. */
export type ResourceLocation = 'path-account' | 'path' | 'payload';

/**
 * RESOURCE_UNKNOWN's status depends on where the unknown resource was named (IG 1.3.8 §14.11): 404 for an account
 * in the path (the table's default), 403 for another resource in the path (payment, signing basket, authorisation,
 * transaction: MessageCode403_PIS/AIS), 400 for a resource named in the payload. The sandbox mock-data API, which the
 * IG does not cover, answers 404 for every unknown resource in its paths.
 */
export const RESOURCE_UNKNOWN_STATUS: Readonly<Record<ResourceLocation, number>> = { 'path-account': 404, path: 403, payload: 400 };


export interface Xs2aErrorOptions {
  /** Where the unknown resource was named: decides the status of RESOURCE_UNKNOWN (RESOURCE_UNKNOWN_STATUS). */
  where?: ResourceLocation;
  /** Overrides the table's status for transport-level failures (413 body too large, 415 media type). */
  status?: number;
  /** JSON path of the offending field, for FORMAT_ERROR. */
  path?: string;
  /** Extra messages (e.g. one per invalid field). */
  more?: TppMessage[];
  /** Extra top-level body members, e.g. `_links` with an scaRedirect. */
  extra?: Record<string, unknown>;
}

export class Xs2aError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly path?: string;
  readonly more: TppMessage[];
  readonly extra?: Record<string, unknown>;

  constructor(code: ErrorCode, text: string, options: Xs2aErrorOptions = {}) {
    super(text);
    this.name = 'Xs2aError';
    this.code = code;
    this.status = options.status ?? (code === 'RESOURCE_UNKNOWN' && options.where ? RESOURCE_UNKNOWN_STATUS[options.where] : ERROR_STATUS[code]);
    this.path = options.path;
    this.more = options.more ?? [];
    this.extra = options.extra;
  }

  /** The Berlin Group error body. Texts are limited to 500 characters (Max500Text). */
  toBody(): Record<string, unknown> {
    const first: TppMessage = { category: 'ERROR', code: this.code, text: this.message.slice(0, 500) };
    if (this.path) first.path = this.path;
    const messages = [first, ...this.more.map((m) => ({ ...m, text: m.text?.slice(0, 500) }))];
    return { tppMessages: messages, ...(this.extra ?? {}) };
  }
}

export const isXs2aError = (e: unknown): e is Xs2aError => e instanceof Xs2aError;
