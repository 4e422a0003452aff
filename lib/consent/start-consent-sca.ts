// POST /v1/bank-offered-consents (and deprecated POST /v1/consents): starts the SCA of a bank-offered consent.
import type { Db } from '../db/client.ts';
import { readScaRequest } from '../sca/sca-request.ts';
import { startScaFlow } from '../sca/start-sca-flow.ts';
import type { Link } from '../schemas/common.ts';

export interface StartConsentScaOptions {
  db: Db;
  tppId: string;
  header(name: string): string | null;
  now: Date;
}

/** Starts a CONSENT flow and returns only its scaRedirect link (201). Needs TPP-Redirect-URI. */
export async function startConsentSca(opts: StartConsentScaOptions): Promise<{ _links: { scaRedirect: Link } }> {
  const flow = await startScaFlow({ db: opts.db, tppId: opts.tppId, purpose: 'CONSENT', sca: readScaRequest(opts.header), now: opts.now });
  return { _links: { scaRedirect: flow.scaRedirect } };
}
