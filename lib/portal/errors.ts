// Errors of the portal domain: a code, an HTTP status and a developer-facing text, optionally per field.

/** A portal failure the user can act on. */
export class PortalError extends Error {
  readonly code: string;
  readonly status: number;
  readonly path?: string;

  constructor(code: string, status: number, text: string, path?: string) {
    super(text);
    this.name = 'PortalError';
    this.code = code;
    this.status = status;
    this.path = path;
  }
}

export const isPortalError = (e: unknown): e is PortalError => e instanceof PortalError;
