// HTTP adapters of the payment operations: request context → domain function → JSON reply. Route files only wire them.
import { z } from 'zod';
import type { Xs2aContext } from '../http/pipeline.ts';
import { noContent, reply } from '../http/respond.ts';
import { cancelPayment } from './cancel-payment.ts';
import { createPayment } from './create-payment.ts';
import { getPayment, getPaymentStatus } from './get-payment.ts';
import { getPaymentAuthorisationStatus, listPaymentAuthorisations } from './list-payment-authorisations.ts';
import type { PaymentService } from './products.ts';
import { runPaymentBatch } from './run-payment-batch.ts';
import { manualBatchSlot } from './batch-scheduler.ts';
import type { CreatePaymentQuery } from './schemas.ts';
import { startPaymentAuthorisation } from './start-payment-authorisation.ts';

/** The raw JSON body: the domain functions validate it themselves (after the product check, so 404 comes first). */
export const rawJsonBody = z.unknown();

type Ctx<B = unknown, Q = Record<string, string>> = Xs2aContext<B, Q>;

const target = (service: PaymentService, ctx: Ctx<unknown, unknown>) => ({
  db: ctx.db,
  tppId: ctx.tpp.id,
  service,
  product: ctx.params.paymentProduct ?? '',
  paymentId: ctx.params.paymentId ?? '',
});

/** POST /v1/{service}/{payment-product} → 201 with Location. */
export const createPaymentHandler = (service: PaymentService) => async (ctx: Ctx<unknown, CreatePaymentQuery>) => {
  const created = await createPayment({
    db: ctx.db,
    tppId: ctx.tpp.id,
    service,
    product: ctx.params.paymentProduct ?? '',
    body: ctx.body,
    allowLogicalDuplicate: ctx.query.allowLogicalDuplicate,
    psuId: ctx.header('psu-id'),
    psuCorporateId: ctx.header('psu-corporate-id'),
    tppSessionId: ctx.header('tpp-session-id'),
    now: ctx.now,
  });
  return reply(created.body, 201, { Location: created.location });
};

/** GET /v1/{service}/{payment-product}/{paymentId} */
export const getPaymentHandler = (service: PaymentService) => (ctx: Ctx) => getPayment(target(service, ctx));

/** GET /v1/{service}/{payment-product}/{paymentId}/status */
export const getPaymentStatusHandler = (service: PaymentService) => (ctx: Ctx) => getPaymentStatus(target(service, ctx));

/** DELETE /v1/{service}/{payment-product}/{paymentId} → 204 */
export const cancelPaymentHandler = (service: PaymentService) => async (ctx: Ctx) => {
  await cancelPayment({ ...target(service, ctx), now: ctx.now });
  return noContent();
};

/** POST /v1/{service}/{payment-product}/{paymentId}/authorisations → 201 */
export const startPaymentAuthorisationHandler = (service: PaymentService) => async (ctx: Ctx) =>
  reply(await startPaymentAuthorisation({ ...target(service, ctx), header: ctx.header, now: ctx.now }), 201);

/** GET /v1/{service}/{payment-product}/{paymentId}/authorisations */
export const listPaymentAuthorisationsHandler = (service: PaymentService) => (ctx: Ctx) => listPaymentAuthorisations(target(service, ctx));

/** GET /v1/{service}/{payment-product}/{paymentId}/authorisations/{authorisationId} */
export const getPaymentAuthorisationHandler = (service: PaymentService) => (ctx: Ctx) =>
  getPaymentAuthorisationStatus({ ...target(service, ctx), authorisationId: ctx.params.authorisationId ?? '', now: ctx.now });

/** POST /v1/sandbox/payments/batch — a batch run now. */
export const runPaymentBatchHandler = async (ctx: Ctx) => {
  const { processed, booked, rejected } = await runPaymentBatch({ db: ctx.db, now: ctx.now, slot: manualBatchSlot(ctx.now) });
  return { processed, booked, rejected };
};
