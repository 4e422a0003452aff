// GET /v1/agreements: the corporate agreements of the PSU, each with the psu-corporate-id to send as PSU-Corporate-ID.
import type { Db } from '../db/client.ts';
import { corporateIdFor, resolvePsu } from '../psu/resolve-psu.ts';
import { readScaRequest } from '../sca/sca-request.ts';
import { scaRequired } from '../sca/start-sca-flow.ts';
import { agreementsOfPsu } from './available-accounts.ts';

/** The agreements; a TPP without a PSU-ID for the PSU gets a 401 with scaRedirect. */
export async function listAgreements(opts: { db: Db; tppId: string; worldId: string; header(name: string): string | null; now: Date }) {
  const psu = await resolvePsu({ db: opts.db, tppId: opts.tppId, worldId: opts.worldId, psuId: opts.header('psu-id'), psuCorporateId: null });
  if (!psu) {
    throw await scaRequired({ db: opts.db, tppId: opts.tppId, purpose: 'USER', sca: readScaRequest(opts.header), now: opts.now, reason: 'No PSU-ID for this TPP: the PSU must complete SCA first' });
  }
  const agreements = await agreementsOfPsu(opts.db, opts.worldId, psu.customer.customerNumber);
  const items = [];
  for (const a of agreements) {
    items.push({ psuCorporateId: await corporateIdFor(opts.db, opts.tppId, a.id), name: a.name.trim(), ownerName: a.ownerName });
  }
  return { agreements: items };
}
