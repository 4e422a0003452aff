// POST /v1/{payment-service}/{payment-product} — initiate a payment, standing order or bulk payment (201, status RCVD).
import { defineOperation } from '../../http/operation.ts';
import { reply } from '../../http/respond.ts';
import { createPayment } from '../create-payment.ts';
import { createPaymentQuerySchema, PAYMENT_BODY_SCHEMAS, paymentInitiationResponseSchema } from '../schemas.ts';
import { notFound, perService, pis, productParams, SERVICE_DOCS } from './docs.ts';

export const createPaymentOperations = perService((service) =>
  defineOperation({
    ...pis,
    method: 'POST',
    path: `/v1/${service}/{paymentProduct}`,
    summary: `Initiate a ${SERVICE_DOCS[service].noun}`,
    description: `Creates the ${SERVICE_DOCS[service].noun} with status RCVD; follow _links.startAuthorisation (POST, empty body) to get the scaRedirect. Insufficient funds is a proper error, not a 500.`,
    params: productParams(service),
    query: createPaymentQuerySchema,
    body: PAYMENT_BODY_SCHEMAS[service],
    responses: { 201: { description: 'Created (RCVD).', schema: paymentInitiationResponseSchema }, 404: notFound },
    errors: ['PRODUCT_UNKNOWN', 'EXECUTION_DATE_INVALID'],
    // The account lookup is the first statement and carries the replay check (nothing is written before it).
    replayCarried: true,
    handler: async ({ db, tpp, params, query, body, header, now, replay }) => {
      const created = await createPayment({
        db,
        tppId: tpp.id,
        worldId: tpp.worldId,
        service,
        product: params.paymentProduct,
        body,
        allowLogicalDuplicate: query.allowLogicalDuplicate,
        psuId: header('psu-id'),
        psuCorporateId: header('psu-corporate-id'),
        tppSessionId: header('tpp-session-id'),
        now,
        replay,
      });
      return reply(created.body, 201, { Location: created.location });
    },
  }),
);
