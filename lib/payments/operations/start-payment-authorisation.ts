// POST /v1/{payment-service}/{payment-product}/{paymentId}/authorisations — start the payment's SCA (201 with scaRedirect).
import { defineOperation } from '../../http/operation.ts';
import { reply } from '../../http/respond.ts';
import { tppMessagesSchema } from '../../errors.ts';
import { startAuthorisationResponseSchema } from '../schemas.ts';
import { startPaymentAuthorisation } from '../start-payment-authorisation.ts';
import { notFound, paymentParams, perService, pis, SERVICE_DOCS } from './docs.ts';

export const startPaymentAuthorisationOperations = perService((service) =>
  defineOperation({
    ...pis,
    method: 'POST',
    path: `/v1/${service}/{paymentProduct}/{paymentId}/authorisations`,
    summary: `Start the SCA of the ${SERVICE_DOCS[service].noun}`,
    description: 'POST with an empty body; the response carries _links.scaRedirect.',
    params: paymentParams(service),
    responses: {
      201: { description: 'Authorisation started.', schema: startAuthorisationResponseSchema },
      403: notFound,
      409: { description: 'STATUS_INVALID.', schema: tppMessagesSchema },
    },
    errors: ['STATUS_INVALID'],
    handler: async ({ db, tpp, params, header, now }) =>
      reply(await startPaymentAuthorisation({ db, tppId: tpp.id, service, product: params.paymentProduct, paymentId: params.paymentId, header, now }), 201),
  }),
);
