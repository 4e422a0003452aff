// DELETE /v1/{payment-service}/{payment-product}/{paymentId} — cancel the payment (204).
import { defineOperation } from '../../http/operation.ts';
import { noContent } from '../../http/respond.ts';
import { tppMessagesSchema } from '../../errors.ts';
import { cancelPayment } from '../cancel-payment.ts';
import { notFound, paymentParams, perService, pis, SERVICE_DOCS } from './docs.ts';

export const cancelPaymentOperations = perService((service) =>
  defineOperation({
    ...pis,
    method: 'DELETE',
    path: `/v1/${service}/{paymentProduct}/{paymentId}`,
    summary: `Cancel the ${SERVICE_DOCS[service].noun}`,
    description: 'A payment with status PDNG cannot be deleted (rejected with an error message).',
    params: paymentParams(service),
    responses: { 204: { description: 'Cancelled.' }, 405: { description: 'CANCELLATION_INVALID.', schema: tppMessagesSchema }, 403: notFound },
    errors: ['CANCELLATION_INVALID'],
    handler: async ({ db, tpp, params, now }) => {
      await cancelPayment({ db, tppId: tpp.id, service, product: params.paymentProduct, paymentId: params.paymentId, now });
      return noContent();
    },
  }),
);
