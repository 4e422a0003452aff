// HTTP adapters of the signing basket operations. Route files only wire them.
import type { Xs2aContext } from '../http/pipeline.ts';
import { noContent, reply } from '../http/respond.ts';
import { createBasket } from './create-basket.ts';
import { deleteBasket } from './delete-basket.ts';
import { getBasket, getBasketStatus } from './get-basket.ts';
import { getBasketAuthorisationStatus, listBasketAuthorisations, startBasketAuthorisation } from './start-basket-authorisation.ts';

type Ctx = Xs2aContext<unknown, Record<string, string>>;

const target = (ctx: Ctx) => ({ db: ctx.db, tppId: ctx.tpp.id, basketId: ctx.params.basketId ?? '' });

/** POST /v1/signing-baskets → 201 with Location. */
export async function createBasketHandler(ctx: Ctx) {
  const created = await createBasket({ db: ctx.db, tppId: ctx.tpp.id, header: ctx.header, body: ctx.body, now: ctx.now });
  return reply(created.body, 201, { Location: created.location });
}

/** GET /v1/signing-baskets/{basketId} */
export const getBasketHandler = (ctx: Ctx) => getBasket(target(ctx));

/** GET /v1/signing-baskets/{basketId}/status */
export const getBasketStatusHandler = (ctx: Ctx) => getBasketStatus(target(ctx));

/** DELETE /v1/signing-baskets/{basketId} → 204 */
export async function deleteBasketHandler(ctx: Ctx) {
  await deleteBasket(target(ctx));
  return noContent();
}

/** POST /v1/signing-baskets/{basketId}/authorisations → 201 */
export async function startBasketAuthorisationHandler(ctx: Ctx) {
  return reply(await startBasketAuthorisation({ ...target(ctx), header: ctx.header, now: ctx.now }), 201);
}

/** GET /v1/signing-baskets/{basketId}/authorisations */
export const listBasketAuthorisationsHandler = (ctx: Ctx) => listBasketAuthorisations(target(ctx));

/** GET /v1/signing-baskets/{basketId}/authorisations/{authorisationId} */
export const getBasketAuthorisationHandler = (ctx: Ctx) => getBasketAuthorisationStatus({ ...target(ctx), authorisationId: ctx.params.authorisationId ?? '', now: ctx.now });
