// Paths and _links of payment and signing basket resources (relative hrefs under /v1, with verbs as the platform writes them).
import { link, type Link } from '../schemas/common.ts';
import type { PaymentService } from './products.ts';

const seg = encodeURIComponent;

export const paymentPaths = {
  resource: (service: string, product: string, id: string) => `/v1/${service}/${seg(product)}/${seg(id)}`,
  status: (service: string, product: string, id: string) => `${paymentPaths.resource(service, product, id)}/status`,
  authorisations: (service: string, product: string, id: string) => `${paymentPaths.resource(service, product, id)}/authorisations`,
  authorisation: (service: string, product: string, id: string, authorisationId: string) =>
    `${paymentPaths.authorisations(service, product, id)}/${seg(authorisationId)}`,
} as const;

export const basketPaths = {
  resource: (id: string) => `/v1/signing-baskets/${seg(id)}`,
  status: (id: string) => `${basketPaths.resource(id)}/status`,
  authorisations: (id: string) => `${basketPaths.resource(id)}/authorisations`,
  authorisation: (id: string, authorisationId: string) => `${basketPaths.authorisations(id)}/${seg(authorisationId)}`,
} as const;

/** self, status and startAuthorisation of a payment. */
export function paymentLinks(service: PaymentService | string, product: string, id: string): { self: Link; status: Link; startAuthorisation: Link } {
  return {
    self: link(paymentPaths.resource(service, product, id), 'GET', 'DELETE'),
    status: link(paymentPaths.status(service, product, id), 'GET'),
    startAuthorisation: link(paymentPaths.authorisations(service, product, id), 'POST'),
  };
}

/** self, status and startAuthorisation of a signing basket. */
export function basketLinks(id: string): { self: Link; status: Link; startAuthorisation: Link } {
  return {
    self: link(basketPaths.resource(id), 'GET', 'DELETE'),
    status: link(basketPaths.status(id), 'GET'),
    startAuthorisation: link(basketPaths.authorisations(id), 'POST'),
  };
}
