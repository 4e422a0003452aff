// Documentation and path parameters shared by the payment declarations (spec 1.8, 2.1, 4.1, 4.4, 7). One declaration
// per payment service (payments, periodic-payments, bulk-payments) is generated from each family file.
import { z, type ZodType } from 'zod';
import { SCA_HEADERS } from '../../http/header-docs.ts';
import type { Xs2aOperation } from '../../http/operation.ts';
import { TAG } from '../../http/tags.ts';
import { tppMessagesSchema } from '../../errors.ts';
import { PAYMENT_SERVICES, type PaymentService } from '../products.ts';
import { bulkPaymentDetailsResponseSchema, paymentDetailsResponseSchema, paymentProductSchema, periodicPaymentDetailsResponseSchema } from '../schemas.ts';

/** What every payment operation shares: tag, role, headers. */
export const pis = { tag: TAG.payments, role: 'PSP_PI', headers: SCA_HEADERS } as const;

export const notFound = { description: 'RESOURCE_UNKNOWN (403 for a resource in the path per the IG, 404 for an unknown product).', schema: tppMessagesSchema };

/** What a payment service is called in texts, and its details response. */
export const SERVICE_DOCS: Record<PaymentService, { noun: string; details: ZodType }> = {
  payments: { noun: 'payment', details: paymentDetailsResponseSchema },
  'periodic-payments': { noun: 'periodic payment', details: periodicPaymentDetailsResponseSchema },
  'bulk-payments': { noun: 'bulk payment', details: bulkPaymentDetailsResponseSchema },
};

const paymentId = z.string().meta({ description: 'paymentId from the initiation response.' });
const authorisationId = z.string().meta({ description: 'authorisationId from the start-authorisation response.' });

/** {paymentProduct} of a service: 404 PRODUCT_UNKNOWN unless offered there. */
export const productParams = (service: PaymentService) => z.object({ paymentProduct: paymentProductSchema(service) });
/** {paymentProduct}/{paymentId}. */
export const paymentParams = (service: PaymentService) => productParams(service).extend({ paymentId });
/** {paymentProduct}/{paymentId}/authorisations/{authorisationId}. */
export const authorisationParams = (service: PaymentService) => paymentParams(service).extend({ authorisationId });

/** One declaration per payment service. */
export function perService(declare: (service: PaymentService) => Xs2aOperation): Record<PaymentService, Xs2aOperation> {
  return Object.fromEntries(PAYMENT_SERVICES.map((service) => [service, declare(service)])) as Record<PaymentService, Xs2aOperation>;
}
