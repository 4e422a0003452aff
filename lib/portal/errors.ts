// Errors of the portal domain: a code, a developer-facing text and optionally the field it is about. The status
// follows from the code (PORTAL_ERROR_STATUS), as the API's follows from lib/errors.ts.

/** Portal message code → HTTP status. */
export const PORTAL_ERROR_STATUS = {
  PASSWORD_WEAK: 400,
  PATH_INVALID: 400,
  CHALLENGE_INVALID: 400,
  PROOF_INVALID: 400,
  INVITATION_INVALID: 400,
  UNAUTHENTICATED: 401,
  ORIGIN_INVALID: 403,
  SANDBOX_ONLY: 403,
  ORGANISATION_REQUIRED: 403,
  OWNER_REQUIRED: 403,
  ROLE_NOT_HELD: 403,
  INVITATION_FOR_OTHER_EMAIL: 403,
  RESOURCE_UNKNOWN: 404,
  LAST_OWNER: 409,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
} as const;

export type PortalErrorCode = keyof typeof PORTAL_ERROR_STATUS;

/** A portal failure the user can act on. */
export class PortalError extends Error {
  readonly code: PortalErrorCode;
  readonly status: number;
  readonly path?: string;
  /** Seconds to send as Retry-After (429). */
  readonly retryAfterSeconds?: number;

  constructor(code: PortalErrorCode, text: string, path?: string, retryAfterSeconds?: number) {
    super(text);
    this.name = 'PortalError';
    this.code = code;
    this.status = PORTAL_ERROR_STATUS[code];
    this.path = path;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  /** Response headers of this error (Retry-After). */
  headers(): Record<string, string> {
    return this.retryAfterSeconds ? { 'Retry-After': String(this.retryAfterSeconds) } : {};
  }

  /** The Berlin Group-shaped body the portal UI shows as it is. */
  toBody(): { tppMessages: { category: 'ERROR'; code: string; text: string; path?: string }[] } {
    return { tppMessages: [{ category: 'ERROR', code: this.code, text: this.message, ...(this.path ? { path: this.path } : {}) }] };
  }
}

export const isPortalError = (e: unknown): e is PortalError => e instanceof PortalError;
