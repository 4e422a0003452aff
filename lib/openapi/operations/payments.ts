// OpenAPI entries of payment initiation (single, periodic, bulk), payment authorisations, signing baskets and the
// sandbox batch run (spec 1.8, 1.10, 2.1, 2.2, 4.1, 4.4, 7).
import type { ZodType } from 'zod';
import { ACCEPT_FIX_HEADER, PSU_HEADERS, tppMessagesSchema } from '../common.ts';
import { defineOperations, type HeaderSpec, type OperationSpec } from '../types.ts';
import {
  authorisationsResponseSchema, bulkPaymentDetailsResponseSchema, bulkPaymentInitiationSchema, createPaymentQuerySchema, paymentBatchResultSchema,
  paymentDetailsResponseSchema, paymentInitiationResponseSchema, paymentInitiationSchema, paymentStatusResponseSchema,
  periodicPaymentDetailsResponseSchema, periodicPaymentInitiationSchema, scaStatusResponseSchema, signingBasketCreatedSchema,
  signingBasketResponseSchema, signingBasketSchema, signingBasketStatusResponseSchema, startAuthorisationResponseSchema,
} from '../../payments/schemas.ts';

const PIS = 'Payment initiation';
const BASKETS = 'Signing baskets';
const SCA_HEADERS: HeaderSpec[] = [...PSU_HEADERS, ACCEPT_FIX_HEADER];
const pis = { signed: true, role: 'PSP_PI' as const, headers: SCA_HEADERS };
const notFound = { description: 'RESOURCE_UNKNOWN (403 for a resource in the path per the IG, 404 for an unknown product).', schema: tppMessagesSchema };

interface Service {
  path: 'payments' | 'periodic-payments' | 'bulk-payments';
  noun: string;
  body: ZodType;
  details: ZodType;
}

const SERVICES: Service[] = [
  { path: 'payments', noun: 'payment', body: paymentInitiationSchema, details: paymentDetailsResponseSchema },
  { path: 'periodic-payments', noun: 'periodic payment', body: periodicPaymentInitiationSchema, details: periodicPaymentDetailsResponseSchema },
  { path: 'bulk-payments', noun: 'bulk payment', body: bulkPaymentInitiationSchema, details: bulkPaymentDetailsResponseSchema },
];

const productParam = {
  paymentProduct: 'norwegian-domestic-credit-transfers, instant-norwegian-domestic-credit-transfers-straks, norwegian-cross-border-credit-transfers or sepa-credit-transfers.',
  paymentId: 'paymentId from the initiation response.',
  authorisationId: 'authorisationId from the start-authorisation response.',
};

function serviceOperations({ path, noun, body, details }: Service): OperationSpec[] {
  const base = `/v1/${path}/{paymentProduct}`;
  const one = `${base}/{paymentId}`;
  return [
    {
      ...pis, tag: PIS, method: 'POST', path: base, summary: `Initiate a ${noun}`, pathParams: productParam, body, query: createPaymentQuerySchema,
      description: `Creates the ${noun} with status RCVD; follow _links.startAuthorisation (POST, empty body) to get the scaRedirect. Insufficient funds is a proper error, not a 500.`,
      responses: { 201: { description: 'Created (RCVD).', schema: paymentInitiationResponseSchema }, 404: notFound },
    },
    { ...pis, tag: PIS, method: 'GET', path: one, summary: `Read the ${noun}`, pathParams: productParam, responses: { 200: { description: `The ${noun} as initiated.`, schema: details }, 403: notFound } },
    {
      ...pis, tag: PIS, method: 'DELETE', path: one, summary: `Cancel the ${noun}`, pathParams: productParam,
      description: 'A payment with status PDNG cannot be deleted (rejected with an error message).',
      responses: { 204: { description: 'Cancelled.' }, 405: { description: 'CANCELLATION_INVALID.', schema: tppMessagesSchema }, 403: notFound },
    },
    {
      ...pis, tag: PIS, method: 'GET', path: `${one}/status`, summary: `Status of the ${noun}`, pathParams: productParam,
      description: 'transactionStatus, with fundsAvailable for a payment rejected for lack of funds (ACCP).',
      responses: { 200: { description: 'The status.', schema: paymentStatusResponseSchema }, 403: notFound },
    },
    {
      ...pis, tag: PIS, method: 'POST', path: `${one}/authorisations`, summary: `Start the SCA of the ${noun}`, pathParams: productParam,
      description: 'POST with an empty body; the response carries _links.scaRedirect.',
      responses: { 201: { description: 'Authorisation started.', schema: startAuthorisationResponseSchema }, 403: notFound, 409: { description: 'STATUS_INVALID.', schema: tppMessagesSchema } },
    },
    { ...pis, tag: PIS, method: 'GET', path: `${one}/authorisations`, summary: `Authorisations of the ${noun}`, pathParams: productParam, responses: { 200: { description: 'The authorisation ids.', schema: authorisationsResponseSchema }, 403: notFound } },
    {
      ...pis, tag: PIS, method: 'GET', path: `${one}/authorisations/{authorisationId}`, summary: `SCA status of a ${noun} authorisation`, pathParams: productParam,
      responses: { 200: { description: 'The scaStatus.', schema: scaStatusResponseSchema }, 403: notFound },
    },
  ];
}

export const paymentOperations: OperationSpec[] = defineOperations([
  ...SERVICES.flatMap(serviceOperations),
  {
    ...pis, tag: BASKETS, method: 'POST', path: '/v1/signing-baskets', summary: 'Create a payments signing basket', body: signingBasketSchema,
    description: 'Groups up to 10 previously created payments for one SCA. Not atomic; bulk and periodic payments are rejected (400 REFERENCE_MIX_INVALID). The basket status is the worst case of its payments; query each payment for its own status.',
    // Spec 4.1: these headers are required on basket creation.
    headers: SCA_HEADERS.map((h) => (['TPP-Redirect-URI', 'TPP-Session-ID', 'PSU-ID', 'PSU-IP-Address', 'x-accept-fix'].includes(h.name) ? { ...h, required: true } : h)),
    responses: { 201: { description: 'Created (RCVD).', schema: signingBasketCreatedSchema } },
  },
  { ...pis, tag: BASKETS, method: 'GET', path: '/v1/signing-baskets/{basketId}', summary: 'Read a signing basket', responses: { 200: { description: 'Payment ids and status.', schema: signingBasketResponseSchema }, 403: notFound } },
  { ...pis, tag: BASKETS, method: 'DELETE', path: '/v1/signing-baskets/{basketId}', summary: 'Delete a signing basket that is not authorised', responses: { 204: { description: 'Deleted.' }, 409: { description: 'STATUS_INVALID.', schema: tppMessagesSchema }, 403: notFound } },
  { ...pis, tag: BASKETS, method: 'GET', path: '/v1/signing-baskets/{basketId}/status', summary: 'Status of a signing basket', responses: { 200: { description: 'Worst case of its payments.', schema: signingBasketStatusResponseSchema }, 403: notFound } },
  { ...pis, tag: BASKETS, method: 'POST', path: '/v1/signing-baskets/{basketId}/authorisations', summary: 'Start the SCA of a signing basket', responses: { 201: { description: 'Authorisation started.', schema: startAuthorisationResponseSchema }, 403: notFound } },
  { ...pis, tag: BASKETS, method: 'GET', path: '/v1/signing-baskets/{basketId}/authorisations', summary: 'Authorisations of a signing basket', responses: { 200: { description: 'The authorisation ids.', schema: authorisationsResponseSchema }, 403: notFound } },
  { ...pis, tag: BASKETS, method: 'GET', path: '/v1/signing-baskets/{basketId}/authorisations/{authorisationId}', summary: 'SCA status of a basket authorisation', responses: { 200: { description: 'The scaStatus.', schema: scaStatusResponseSchema }, 403: notFound } },
  {
    method: 'POST', path: '/v1/sandbox/payments/batch', tag: 'Sandbox mock data', signed: true, sandbox: true, summary: 'Run the payment batch now',
    description: 'Processes due authorised sandbox payments now instead of at the next of the 5 daily runs (periodic payments excluded).',
    responses: { 200: { description: 'What the run did.', schema: paymentBatchResultSchema } },
  },
]);
