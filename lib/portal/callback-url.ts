// The portal's own TPP-Redirect-URI (issue 12): the guided flow's callback page, absolute from PUBLIC_URL, so that a
// PSU completing the bank's SCA page in the sandbox comes back to the portal instead of an unreachable example URI.
import { getConfig } from '../config.ts';

export const CALLBACK_PATH = '/get-started/callback';

/** The absolute callback URL (PUBLIC_URL + /get-started/callback). */
export const portalCallbackUrl = (): string => `${getConfig().publicUrl}${CALLBACK_PATH}`;
