// The payment initiation operations (spec 1.8, 2.1, 4.1, 4.4, 7): each family once per payment service, in
// documentation order.
import type { Operation } from '../../http/operation.ts';
import { PAYMENT_SERVICES } from '../products.ts';
import { createPaymentOperations } from './create-payment.ts';
import { readPaymentOperations } from './read-payment.ts';
import { cancelPaymentOperations } from './cancel-payment.ts';
import { readPaymentStatusOperations } from './read-payment-status.ts';
import { startPaymentAuthorisationOperations } from './start-payment-authorisation.ts';
import { listPaymentAuthorisationsOperations } from './list-payment-authorisations.ts';
import { readPaymentAuthorisationOperations } from './read-payment-authorisation.ts';

const families = [
  createPaymentOperations, readPaymentOperations, cancelPaymentOperations, readPaymentStatusOperations, startPaymentAuthorisationOperations,
  listPaymentAuthorisationsOperations, readPaymentAuthorisationOperations,
];

export const paymentOperations: readonly Operation[] = PAYMENT_SERVICES.flatMap((service) => families.map((family) => family[service]));
