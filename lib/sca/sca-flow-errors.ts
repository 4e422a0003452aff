// Outcomes of the hosted SCA page that end a flow with a failure redirect to the TPP.
import type { ScaFailure } from './redirect-url.ts';

/** Most wrong customer numbers a flow accepts before it fails. */
export const MAX_IDENTIFY_ATTEMPTS = 5;

export const SCA_FAILURES = {
  cancelled: { system: 'SCA', status: 400, code: 'CANCELLED', message: 'The PSU cancelled the authentication' },
  expired: { system: 'SCA', status: 403, code: 'RESOURCE_EXPIRED', message: 'The authentication was not completed in time' },
  attempts: { system: 'SCA', status: 401, code: 'PSU_CREDENTIALS_INVALID', message: 'Too many failed authentication attempts' },
} satisfies Record<string, ScaFailure>;

/** A page-level problem the PSU can correct (shown on the page, the flow goes on). */
export class ScaPageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ScaPageError';
  }
}
