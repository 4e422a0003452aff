// GET /v1/user(s): the PSU-ID for a TPP, established through SCA when the TPP has none (also for PISP-only TPPs).
import type { Db } from '../db/client.ts';
import { requireCorporateIdOfCorporateUser, resolvePsu } from '../psu/resolve-psu.ts';
import { readScaRequest } from '../sca/sca-request.ts';
import { scaRequired } from '../sca/start-sca-flow.ts';

export interface GetUserOptions {
  db: Db;
  tppId: string;
  /** The TPP's world (worldOf). */
  worldId: string;
  header(name: string): string | null;
  now: Date;
}

/** The PSU behind PSU-ID, or a 401 with an scaRedirect that yields one. */
export async function getUser(opts: GetUserOptions): Promise<{ psuId: string; psuCorporateId?: string; context: 'PRIVATE' | 'CORPORATE' }> {
  const psu = await resolvePsu({ db: opts.db, tppId: opts.tppId, worldId: opts.worldId, psuId: opts.header('psu-id'), psuCorporateId: opts.header('psu-corporate-id') });
  if (!psu) {
    throw await scaRequired({
      db: opts.db, tppId: opts.tppId, purpose: 'USER', sca: readScaRequest(opts.header), now: opts.now,
      reason: opts.header('psu-id')
        ? 'PSU-ID is not known for this TPP: the PSU must complete SCA: open _links.scaRedirect, then send the psu-id your TPP-Redirect-URI receives'
        : 'No PSU-ID yet: the PSU must complete SCA to establish one: open _links.scaRedirect, then send the psu-id your TPP-Redirect-URI receives as PSU-ID',
    });
  }
  requireCorporateIdOfCorporateUser(psu);
  return psu.corporate
    ? { psuId: psu.psuId, psuCorporateId: psu.corporate.corporateId, context: 'CORPORATE' }
    : { psuId: psu.psuId, context: 'PRIVATE' };
}
