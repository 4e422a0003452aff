// GET /v1/{payment-service}/{payment-product}/{paymentId} — the payment as initiated, with its status.
import { defineOperation } from '../../http/operation.ts';
import { getPayment } from '../get-payment.ts';
import { notFound, paymentParams, perService, pis, SERVICE_DOCS } from './docs.ts';

export const readPaymentOperations = perService((service) =>
  defineOperation({
    ...pis,
    method: 'GET',
    path: `/v1/${service}/{paymentProduct}/{paymentId}`,
    summary: `Read the ${SERVICE_DOCS[service].noun}`,
    params: paymentParams(service),
    responses: { 200: { description: `The ${SERVICE_DOCS[service].noun} as initiated.`, schema: SERVICE_DOCS[service].details }, 403: notFound },
    handler: ({ db, tpp, params }) => getPayment({ db, tppId: tpp.id, service, product: params.paymentProduct, paymentId: params.paymentId }),
  }),
);
