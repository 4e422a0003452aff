// POST/GET /v1/signing-baskets/{basketId}/authorisations[/{authorisationId}] — start the basket's SCA, list, SCA status.
import { Xs2aError } from '../errors.ts';
import { readScaRequest } from '../sca/sca-request.ts';
import { getAuthorisationStatus, listAuthorisations, startAuthorisation } from '../payments/authorisation-resources.ts';
import { basketPaths } from '../payments/links.ts';
import type { ScaStatus, StartAuthorisationResponse } from '../payments/schemas.ts';
import { loadOwnBasket, type LoadBasketOptions } from './load-basket.ts';

/** One SCA authorises every payment of the basket. 409 STATUS_INVALID once the basket is authorised. Needs TPP-Redirect-URI. */
export async function startBasketAuthorisation(opts: LoadBasketOptions & { header(name: string): string | null; now: Date }): Promise<StartAuthorisationResponse> {
  const row = await loadOwnBasket(opts);
  if (row.status !== 'RCVD') throw new Xs2aError('STATUS_INVALID', 'The signing basket is already authorised');
  const sca = readScaRequest(opts.header);
  // TPP-Redirect-Preferred of the basket's creation holds unless this request sends its own (spec 4.1, 5.12).
  if (opts.header('tpp-redirect-preferred') === null) sca.redirectPreferred = row.redirectPreferred;
  return startAuthorisation({
    db: opts.db,
    tppId: opts.tppId,
    purpose: 'BASKET',
    resourceId: row.id,
    sca,
    now: opts.now,
    scaStatusPath: (authorisationId) => basketPaths.authorisation(row.id, authorisationId),
  });
}

/** {authorisationIds} of the basket, oldest first. */
export async function listBasketAuthorisations(opts: LoadBasketOptions): Promise<{ authorisationIds: string[] }> {
  const row = await loadOwnBasket(opts);
  return listAuthorisations({ db: opts.db, tppId: opts.tppId, purpose: 'BASKET', resourceId: row.id });
}

/** {scaStatus} of one authorisation of the basket. */
export async function getBasketAuthorisationStatus(opts: LoadBasketOptions & { authorisationId: string; now: Date }): Promise<{ scaStatus: ScaStatus }> {
  const row = await loadOwnBasket(opts);
  return getAuthorisationStatus({ db: opts.db, tppId: opts.tppId, purpose: 'BASKET', resourceId: row.id, authorisationId: opts.authorisationId, now: opts.now });
}
