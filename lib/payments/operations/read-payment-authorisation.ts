// GET /v1/{payment-service}/{payment-product}/{paymentId}/authorisations/{authorisationId} — scaStatus of an authorisation.
import { defineOperation } from '../../http/operation.ts';
import { getPaymentAuthorisationStatus } from '../list-payment-authorisations.ts';
import { scaStatusResponseSchema } from '../schemas.ts';
import { authorisationParams, notFound, perService, pis, SERVICE_DOCS } from './docs.ts';

export const readPaymentAuthorisationOperations = perService((service) =>
  defineOperation({
    ...pis,
    method: 'GET',
    path: `/v1/${service}/{paymentProduct}/{paymentId}/authorisations/{authorisationId}`,
    summary: `SCA status of a ${SERVICE_DOCS[service].noun} authorisation`,
    params: authorisationParams(service),
    responses: { 200: { description: 'The scaStatus.', schema: scaStatusResponseSchema }, 403: notFound },
    handler: ({ db, tpp, params, now }) =>
      getPaymentAuthorisationStatus({ db, tppId: tpp.id, service, product: params.paymentProduct, paymentId: params.paymentId, authorisationId: params.authorisationId, now }),
  }),
);
