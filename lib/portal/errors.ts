// Errors of the portal domain: a code, a developer-facing text and optionally the field it is about. The status
// follows from the code (PORTAL_ERROR_STATUS), as the API's follows from lib/errors.ts.

/** Portal message code → HTTP status. */
export const PORTAL_ERROR_STATUS = {
  KEY_INVALID: 400,
  UNAUTHENTICATED: 401,
  ORIGIN_INVALID: 403,
  SANDBOX_ONLY: 403,
  RESOURCE_UNKNOWN: 404,
  EMAIL_TAKEN: 409,
  ORGANISATION_TAKEN: 409,
  UNSUPPORTED_MEDIA_TYPE: 415,
  INTERNAL_ERROR: 500,
} as const;

export type PortalErrorCode = keyof typeof PORTAL_ERROR_STATUS;

/** A portal failure the user can act on. */
export class PortalError extends Error {
  readonly code: PortalErrorCode;
  readonly status: number;
  readonly path?: string;

  constructor(code: PortalErrorCode, text: string, path?: string) {
    super(text);
    this.name = 'PortalError';
    this.code = code;
    this.status = PORTAL_ERROR_STATUS[code];
    this.path = path;
  }

  /** The Berlin Group-shaped body the portal UI shows as it is. */
  toBody(): { tppMessages: { category: 'ERROR'; code: string; text: string; path?: string }[] } {
    return { tppMessages: [{ category: 'ERROR', code: this.code, text: this.message, ...(this.path ? { path: this.path } : {}) }] };
  }
}

export const isPortalError = (e: unknown): e is PortalError => e instanceof PortalError;
