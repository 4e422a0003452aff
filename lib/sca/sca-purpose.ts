// What an SCA flow is for (ScaFlow.purpose) and the interface each purpose implements for the hosted SCA page: what
// the page shows for it, what the PSU's approval does, what the PSU's cancel does. The implementations live with their
// domains (lib/consent, lib/users, lib/payments, lib/baskets: <domain>-sca-purpose.ts); the table that dispatches to
// them is lib/hosted-sca/sca-purposes.ts, above the domains — as adorsys/xs2a chooses an AuthorisationProcessor by the
// authorisation's service type. lib/sca itself knows no domain. Adding a purpose: its value here, one module, one
// table entry (the compiler asks for the entry).
import type { Db, Tx } from '../db/client.ts';

/** ScaFlow.purpose values. */
export const SCA_PURPOSES = ['CONSENT', 'USER', 'PAYMENT', 'BASKET'] as const;
export type ScaPurpose = (typeof SCA_PURPOSES)[number];

/** The service of a purpose: the context parameter of its scaRedirect and the system of its failure redirects (spec 2.6). */
export const SCA_PURPOSE_SERVICE: Record<ScaPurpose, 'AIS' | 'PIS'> = { CONSENT: 'AIS', USER: 'AIS', PAYMENT: 'PIS', BASKET: 'PIS' };

/** The context the PSU approves in (ScaFlow.context, Consent.context): own accounts, or a corporate agreement. */
export const PSU_CONTEXTS = ['PRIVATE', 'CORPORATE'] as const;
export type PsuContextKind = (typeof PSU_CONTEXTS)[number];

/** What the PSU is asked to approve besides account access: a title and labelled lines. */
export interface ScaDescription {
  title: string;
  lines: { label: string; value: string }[];
}

/** The flow a purpose acts on. */
export interface PurposeFlow {
  id: string;
  tppId: string;
  /** The payment or basket id (PAYMENT, BASKET); null for CONSENT and USER. */
  resourceId: string | null;
  tppSessionId: string | null;
}

/** The PSU's approval: who, in which context. */
export interface ScaApproval {
  flow: PurposeFlow;
  /** The world the PSU authenticated in: the flow's TPP's (worldOf). */
  worldId: string;
  customerId: string;
  context: PsuContextKind;
  /** The corporate agreement chosen (CORPORATE), else null. */
  agreementId: string | null;
  now: Date;
}

/** The PSU's cancel. */
export interface ScaCancellation {
  flow: PurposeFlow;
  now: Date;
}

export interface ScaPurposeStrategy<P extends ScaPurpose = ScaPurpose> {
  readonly purpose: P;
  /** The page heading: "<TPP> asks to …". */
  readonly asks: string;
  /** The engagement role of the corporate accounts the page lists: VIEW to read, REGISTER to pay. */
  readonly role: 'VIEW' | 'REGISTER';
  /** Approval consents access to every account of the chosen context: the page lists them. */
  readonly consentsAccounts: boolean;
  /** What the PSU approves besides account access (the payment, the basket), or null. */
  describe(db: Db | Tx, flow: PurposeFlow): Promise<ScaDescription | null>;
  /**
   * Records what the SCA authorises, inside the transaction that finalises the flow. An Xs2aError rolls everything
   * back and sends the PSU to the TPP with a failure redirect carrying its code.
   */
  approve(tx: Tx, approval: ScaApproval): Promise<void>;
  /** What the PSU's cancel changes besides failing the flow, inside the same transaction. */
  cancel(tx: Tx, cancellation: ScaCancellation): Promise<void>;
}
