// GET /v1/{payment-service}/{payment-product}/{paymentId}/status — transactionStatus (and fundsAvailable).
import { defineOperation } from '../../http/operation.ts';
import { getPaymentStatus } from '../get-payment.ts';
import { paymentStatusResponseSchema } from '../schemas.ts';
import { notFound, paymentParams, perService, pis, SERVICE_DOCS } from './docs.ts';

export const readPaymentStatusOperations = perService((service) =>
  defineOperation({
    ...pis,
    method: 'GET',
    path: `/v1/${service}/{paymentProduct}/{paymentId}/status`,
    summary: `Status of the ${SERVICE_DOCS[service].noun}`,
    description: 'transactionStatus, with fundsAvailable for a payment rejected for lack of funds (ACCP).',
    params: paymentParams(service),
    responses: { 200: { description: 'The status.', schema: paymentStatusResponseSchema }, 403: notFound },
    handler: ({ db, tpp, params }) => getPaymentStatus({ db, tppId: tpp.id, service, product: params.paymentProduct, paymentId: params.paymentId }),
  }),
);
