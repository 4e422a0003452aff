// The payment services and products this bank offers (the platform's products, spec 4.4), with their rules.
export const PAYMENT_SERVICES = ['payments', 'periodic-payments', 'bulk-payments'] as const;
export type PaymentService = (typeof PAYMENT_SERVICES)[number];

export const PAYMENT_PRODUCTS = [
  'norwegian-domestic-credit-transfers',
  'instant-norwegian-domestic-credit-transfers-straks',
  'norwegian-cross-border-credit-transfers',
  'sepa-credit-transfers',
] as const;
export type PaymentProduct = (typeof PAYMENT_PRODUCTS)[number];

export interface ProductRules {
  /** Short name used in texts (NDCT, INDCTS, NCBCT, SCT). */
  abbreviation: string;
  /** Human name shown on the SCA page. */
  title: string;
  /** Allowed instructed currencies; null: any ISO 4217 currency. */
  currencies: readonly string[] | null;
  /**
   * How the creditor account is given: NO — a Norwegian BBAN (MOD11) or NO IBAN; IBAN — an IBAN of any country;
   * ANY — an IBAN, or a foreign BBAN (then creditorAgent is required).
   */
  creditor: 'NO' | 'IBAN' | 'ANY';
  /** Booked at once when authorised (Straks), not by the batch. */
  instant: boolean;
  /** Services under which the product can be initiated. */
  services: readonly PaymentService[];
  /** Cross-border: creditorAddress, creditorAgent (for non-IBAN creditors) and regulatoryReportingCode are required. */
  crossBorder: boolean;
  /** Logical duplicates are rejected unless allowLogicalDuplicate=true (spec 4.4: NDCT). */
  duplicateCheck: boolean;
  /** ISO 20022 bank transaction code of the debit (domain-family-subfamily). */
  debitCode: string;
  /** Bank transaction code of the credit when the creditor account is in this bank. */
  creditCode: string;
}

export const PRODUCT_RULES: Readonly<Record<PaymentProduct, ProductRules>> = {
  'norwegian-domestic-credit-transfers': {
    abbreviation: 'NDCT',
    title: 'Domestic payment',
    currencies: ['NOK'],
    creditor: 'NO',
    instant: false,
    services: PAYMENT_SERVICES,
    crossBorder: false,
    duplicateCheck: true,
    debitCode: 'PMNT-ICDT-DMCT',
    creditCode: 'PMNT-RCDT-DMCT',
  },
  'instant-norwegian-domestic-credit-transfers-straks': {
    abbreviation: 'INDCTS',
    title: 'Instant domestic payment (Straks)',
    currencies: ['NOK'],
    creditor: 'NO',
    instant: true,
    // A standing order is never instant.
    services: ['payments', 'bulk-payments'],
    crossBorder: false,
    duplicateCheck: false,
    debitCode: 'PMNT-ICDT-DMCT',
    creditCode: 'PMNT-RCDT-DMCT',
  },
  'norwegian-cross-border-credit-transfers': {
    abbreviation: 'NCBCT',
    title: 'Cross-border payment',
    currencies: null,
    creditor: 'ANY',
    instant: false,
    services: PAYMENT_SERVICES,
    crossBorder: true,
    duplicateCheck: false,
    debitCode: 'PMNT-ICDT-XBCT',
    creditCode: 'PMNT-RCDT-XBCT',
  },
  'sepa-credit-transfers': {
    abbreviation: 'SCT',
    title: 'SEPA credit transfer',
    currencies: ['EUR'],
    creditor: 'IBAN',
    instant: false,
    services: PAYMENT_SERVICES,
    crossBorder: false,
    duplicateCheck: false,
    debitCode: 'PMNT-ICDT-ESCT',
    creditCode: 'PMNT-RCDT-ESCT',
  },
};

export function isPaymentProduct(v: string): v is PaymentProduct {
  return (PAYMENT_PRODUCTS as readonly string[]).includes(v);
}

/** Why `product` is not offered under `service` (the text of the 404 PRODUCT_UNKNOWN), or null when it is. */
export function productProblem(service: PaymentService, product: string): string | null {
  if (!isPaymentProduct(product)) return `Payment product "${product.slice(0, 80)}" is not offered; use one of ${PAYMENT_PRODUCTS.join(', ')}`;
  const rules = PRODUCT_RULES[product];
  if (!rules.services.includes(service)) return `Payment product ${product} is not offered as ${service}; it is offered as ${rules.services.join(', ')}`;
  return null;
}
