// GET /v1/{payment-service}/{payment-product}/{paymentId}/authorisations — the authorisation ids of the payment.
import { defineOperation } from '../../http/operation.ts';
import { listPaymentAuthorisations } from '../list-payment-authorisations.ts';
import { authorisationsResponseSchema } from '../schemas.ts';
import { notFound, paymentParams, perService, pis, SERVICE_DOCS } from './docs.ts';

export const listPaymentAuthorisationsOperations = perService((service) =>
  defineOperation({
    ...pis,
    method: 'GET',
    path: `/v1/${service}/{paymentProduct}/{paymentId}/authorisations`,
    summary: `Authorisations of the ${SERVICE_DOCS[service].noun}`,
    params: paymentParams(service),
    responses: { 200: { description: 'The authorisation ids.', schema: authorisationsResponseSchema }, 403: notFound },
    handler: ({ db, tpp, params }) => listPaymentAuthorisations({ db, tppId: tpp.id, service, product: params.paymentProduct, paymentId: params.paymentId }),
  }),
);
