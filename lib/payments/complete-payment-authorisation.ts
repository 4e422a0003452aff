// What the hosted SCA page shows for a payment and what the PSU's approval does (used by payment-sca-purpose.ts).
import type { Db, Tx } from '../db/client.ts';
import { Xs2aError } from '../errors.ts';
import { minorToDecimalString } from '../money.ts';
import { atomically } from '../db/transaction.ts';
import type { PaymentRow } from '../db/rows.ts';
import type { PsuContextKind, ScaDescription } from '../sca/sca-purpose.ts';
import { advanceAuthorisedPayments, payableAccounts } from './advance-authorised-payments.ts';
import { bookingSelect } from './plan-bookings.ts';
import { unknownPayment } from './load-payment.ts';
import { PRODUCT_RULES, isPaymentProduct } from './products.ts';
import { displayAccount, kidOf, readStoredPayment, transfersOf, type StoredTransfer } from './stored.ts';

export interface CompletePaymentAuthorisationOptions {
  db: Db | Tx;
  tppId: string;
  /** The TPP's world (worldOf): the PSU's. */
  worldId: string;
  paymentId: string;
  /** The PSU who completed SCA. */
  customerId: string;
  context: PsuContextKind;
  /** The corporate agreement chosen (CORPORATE), else null. */
  agreementId: string | null;
  now: Date;
}

/**
 * The PSU approved the payment on the SCA page. Throws Xs2aError PAYMENT_FAILED (nothing changed; the page sends the
 * PSU back to the TPP with code PAYMENT_FAILED) when the payment is not this TPP's, is not waiting for authorisation
 * (RCVD), belongs to a signing basket that is not authorised yet, or when its debtor account is not one the PSU may pay
 * from in the chosen context (PRIVATE: an own account; CORPORATE: an account of the agreement on which the PSU has an
 * engagement with the role REGISTER). Otherwise the payment moves on (advanceAuthorisedPayments): ACTC, PDNG, ACCP
 * with fundsAvailable false (never an error), or ACSC for an instant payment booked at once.
 */
export async function completePaymentAuthorisation(opts: CompletePaymentAuthorisationOptions): Promise<void> {
  await atomically(opts.db, async (tx) => {
    const payment = await tx.payment.findUnique({ where: { id: opts.paymentId }, select: bookingSelect });
    if (!payment || payment.tppId !== opts.tppId) throw new Xs2aError('PAYMENT_FAILED', 'The payment does not exist');
    if (payment.basketId) {
      const basket = await tx.signingBasket.findUnique({ where: { id: payment.basketId }, select: { status: true } });
      if (basket?.status === 'RCVD') throw new Xs2aError('PAYMENT_FAILED', 'The payment is part of a signing basket and is authorised with the basket');
    }
    if (payment.status !== 'RCVD') {
      throw new Xs2aError('PAYMENT_FAILED', payment.status === 'CANC' ? 'The payment was cancelled by the TPP' : `The payment is not waiting for authorisation (status ${payment.status})`);
    }
    const payable = payment.debtorAccountId ? await payableAccounts(tx, opts, [payment.debtorAccountId]) : new Set<string>();
    if (!payment.debtorAccountId || !payable.has(payment.debtorAccountId)) {
      throw new Xs2aError(
        'PAYMENT_FAILED',
        opts.context === 'CORPORATE'
          ? 'The debtor account is not an account of the chosen agreement on which you may register payments'
          : 'The debtor account is not one of your accounts',
      );
    }
    await advanceAuthorisedPayments(tx, [payment], opts, opts.now);
  });
}

const FREQUENCY_TEXT: Record<string, string> = {
  Daily: 'every day',
  Weekly: 'every week',
  EveryTwoWeeks: 'every two weeks',
  Monthly: 'every month',
  EveryTwoMonths: 'every two months',
  Quarterly: 'every quarter',
  SemiAnnual: 'every six months',
  Annual: 'every year',
  MonthlyVariable: 'in chosen months',
};

const money = (t: StoredTransfer) => `${t.instructedAmount.amount} ${t.instructedAmount.currency}`;

/** Reference lines of a transfer: its KID or its message. */
export function referenceLines(t: StoredTransfer): { label: string; value: string }[] {
  const kid = kidOf(t);
  if (kid) return [{ label: /^RF/i.test(kid) ? 'Reference' : 'KID', value: kid }];
  if (t.remittanceInformationUnstructured) return [{ label: 'Message', value: t.remittanceInformationUnstructured }];
  return [];
}

/** What the PSU approves, for a payment row: title and lines (amount, creditor, accounts, reference, dates). */
export async function describePaymentRow(
  db: Db | Tx,
  row: Pick<PaymentRow, 'id' | 'service' | 'product' | 'body' | 'debtorAccountId' | 'amountMinor' | 'currency'>,
): Promise<ScaDescription> {
  const stored = readStoredPayment(row);
  const body = stored.body;
  const account = row.debtorAccountId ? await db.account.findUnique({ where: { id: row.debtorAccountId }, select: { accountName: true } }) : null;
  const from = `${account ? `${account.accountName}, ` : ''}${displayAccount(body.debtorAccount)}`;
  const productTitle = isPaymentProduct(row.product) ? PRODUCT_RULES[row.product].title : row.product;
  const transfers = transfersOf(stored.service, body);

  if (stored.service === 'bulk-payments') {
    const bulk = stored.body;
    const total = `${minorToDecimalString(row.amountMinor, row.currency)} ${row.currency}`;
    const shown = transfers.slice(0, 20).map((t, i) => ({ label: `Payment ${i + 1}`, value: `${money(t)} to ${t.creditorName} (${displayAccount(t.creditorAccount)})` }));
    return {
      title: `Bulk payment: ${transfers.length} payment${transfers.length === 1 ? '' : 's'}, ${total} in total`,
      lines: [
        { label: 'Payment type', value: `${productTitle} (bulk)` },
        { label: 'Total', value: total },
        { label: 'From account', value: from },
        { label: 'Execution date', value: bulk.requestedExecutionDate ?? 'As soon as possible' },
        ...(bulk.batchBookingPreferred ? [{ label: 'Booking', value: 'One batch booking on your account' }] : []),
        ...shown,
        ...(transfers.length > shown.length ? [{ label: 'More', value: `… and ${transfers.length - shown.length} more payments` }] : []),
      ],
    };
  }

  const t = transfers[0]!;
  const common = [
    { label: 'Amount', value: money(t) },
    { label: 'To', value: t.creditorName },
    { label: 'To account', value: displayAccount(t.creditorAccount) },
    { label: 'From account', value: from },
    ...referenceLines(t),
  ];
  if (stored.service === 'periodic-payments') {
    const p = stored.body;
    return {
      title: `Standing order: ${money(t)} ${FREQUENCY_TEXT[p.frequency] ?? p.frequency} to ${t.creditorName}`,
      lines: [
        { label: 'Payment type', value: `${productTitle} (standing order)` },
        ...common,
        { label: 'Frequency', value: `${p.frequency}${p.monthsOfExecution ? ` (months ${p.monthsOfExecution.join(', ')})` : ''}` },
        ...(p.dayOfExecution ? [{ label: 'Day of month', value: p.dayOfExecution === '31' ? 'Last day' : p.dayOfExecution }] : []),
        { label: 'First payment', value: p.startDate },
        { label: 'Last payment', value: p.endDate ?? 'Until cancelled' },
      ],
    };
  }
  const s = stored.body;
  const instant = isPaymentProduct(row.product) && PRODUCT_RULES[row.product].instant;
  return {
    title: `Pay ${money(t)} to ${t.creditorName}`,
    lines: [{ label: 'Payment type', value: productTitle }, ...common, { label: 'Execution date', value: instant ? 'Now (instant)' : (s.requestedExecutionDate ?? 'As soon as possible') }],
  };
}

/** What the PSU is asked to approve on the SCA page for a payment of this TPP (403 RESOURCE_UNKNOWN otherwise). */
export async function describePaymentForSca(opts: { db: Db | Tx; tppId: string; paymentId: string }): Promise<ScaDescription> {
  const row = await opts.db.payment.findUnique({ where: { id: opts.paymentId } });
  if (!row || row.tppId !== opts.tppId) throw unknownPayment(opts.paymentId);
  return describePaymentRow(opts.db, row);
}
