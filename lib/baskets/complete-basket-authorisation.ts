// What the hosted SCA page shows for a signing basket and what the PSU's approval does to each payment (used by basket-sca-purpose.ts).
import type { Db, Tx } from '../db/client.ts';
import { byIdGuard } from '../db/by-id-guard.ts';
import { Xs2aError } from '../errors.ts';
import { minorToDecimalString } from '../money.ts';
import { atomically } from '../db/transaction.ts';
import { advanceAuthorisedPayments, payableAccounts } from '../payments/advance-authorised-payments.ts';
import { bookingSelect } from '../payments/plan-bookings.ts';
import { referenceLines } from '../payments/complete-payment-authorisation.ts';
import type { PsuContextKind, ScaDescription } from '../sca/sca-purpose.ts';
import { PRODUCT_RULES, isPaymentProduct } from '../payments/products.ts';
import { displayAccount, readStoredPayment, type StoredSingle } from '../payments/stored.ts';
import { StoredValueError } from '../db/rows.ts';
import { basketPaymentIds, unknownBasket } from './load-basket.ts';

export interface CompleteBasketAuthorisationOptions {
  db: Db | Tx;
  tppId: string;
  /** The TPP's world (worldOf): the PSU's. */
  worldId: string;
  basketId: string;
  customerId: string;
  context: PsuContextKind;
  agreementId: string | null;
  now: Date;
}

/**
 * The PSU approved the basket: one SCA authorises all its payments. Not atomic per payment (spec 1.10): a payment whose
 * debtor account the PSU may not pay from (in the chosen context, REGISTER role for corporate) is rejected (RJCT)
 * while the others move on like single payments (ACTC, PDNG, ACCP for lack of funds, ACSC for instant ones); each
 * payment's own status is authoritative. Throws PAYMENT_FAILED, changing nothing, when the basket is not this TPP's,
 * is authorised already, or when the PSU may pay from none of the debtor accounts (the wrong PSU authenticated).
 */
export async function completeBasketAuthorisation(opts: CompleteBasketAuthorisationOptions): Promise<void> {
  await atomically(opts.db, async (tx) => {
    const basket = await tx.signingBasket.findUnique({ where: { id: opts.basketId } });
    if (!basket || basket.tppId !== opts.tppId) throw new Xs2aError('PAYMENT_FAILED', 'The signing basket does not exist');
    if (basket.status !== 'RCVD') throw new Xs2aError('PAYMENT_FAILED', 'The signing basket is already authorised');
    const payments = (await tx.payment.findMany({ where: { id: { in: basketPaymentIds(basket) }, tppId: opts.tppId }, select: bookingSelect })).filter(
      (p) => p.status === 'RCVD',
    );
    const accountIds = [...new Set(payments.map((p) => p.debtorAccountId).filter((id): id is string => id !== null))];
    const payable = await payableAccounts(tx, opts, accountIds);
    const allowed = payments.filter((p) => p.debtorAccountId !== null && payable.has(p.debtorAccountId));
    const refused = payments.filter((p) => !allowed.includes(p));
    if (payments.length > 0 && allowed.length === 0) {
      throw new Xs2aError(
        'PAYMENT_FAILED',
        opts.context === 'CORPORATE'
          ? 'None of the debtor accounts of the basket belongs to the chosen agreement with the right to register payments'
          : 'None of the debtor accounts of the basket is one of your accounts',
      );
    }
    if (refused.length) {
      await tx.payment.updateMany({
        where: { id: { in: refused.map((p) => p.id) }, ...byIdGuard({ status: 'RCVD' }) },
        data: { status: 'RJCT', statusReason: 'The PSU who authorised the signing basket may not pay from the debtor account', customerId: opts.customerId, authorisedAt: opts.now },
      });
    }
    await advanceAuthorisedPayments(tx, allowed, opts, opts.now);
    const marked = await tx.signingBasket.updateMany({ where: { id: basket.id, status: 'RCVD' }, data: { status: 'ACTC' } });
    if (marked.count !== 1) throw new Xs2aError('PAYMENT_FAILED', 'The signing basket changed while it was being authorised');
  });
}

/** The body of a basket's payment: a single payment (create-basket.ts admits no other). */
function singleOf(row: { id: string; service: string; body: string }): StoredSingle {
  const stored = readStoredPayment(row);
  if (stored.service !== 'payments') throw new StoredValueError('SigningBasket.paymentIds', `payment ${row.id} in a basket is a ${stored.service} payment`);
  return stored.body;
}

/** What the PSU is asked to approve for a basket of this TPP: every payment, and the totals per currency. */
export async function describeBasketForSca(opts: { db: Db | Tx; tppId: string; basketId: string }): Promise<ScaDescription> {
  const basket = await opts.db.signingBasket.findUnique({ where: { id: opts.basketId } });
  if (!basket || basket.tppId !== opts.tppId) throw unknownBasket(opts.basketId);
  const ids = basketPaymentIds(basket);
  const rows = await opts.db.payment.findMany({ where: { id: { in: ids }, tppId: opts.tppId } });
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ordered = ids.map((id) => byId.get(id)).filter((r): r is NonNullable<typeof r> => r !== undefined);
  const accountIds = [...new Set(ordered.map((r) => r.debtorAccountId).filter((id): id is string => id !== null))];
  const names = new Map((await opts.db.account.findMany({ where: { id: { in: accountIds } }, select: { id: true, accountName: true } })).map((a) => [a.id, a.accountName]));

  const totals = new Map<string, bigint>();
  const lines = ordered.map((r, i) => {
    totals.set(r.currency, (totals.get(r.currency) ?? 0n) + r.amountMinor);
    const t = singleOf(r);
    const kind = isPaymentProduct(r.product) ? PRODUCT_RULES[r.product].abbreviation : r.product;
    const reference = referenceLines(t).map((l) => `, ${l.label} ${l.value}`).join('');
    const from = `${names.get(r.debtorAccountId ?? '') ?? ''} ${displayAccount(t.debtorAccount)}`.trim();
    return {
      label: `Payment ${i + 1}`,
      value: `${t.instructedAmount.amount} ${t.instructedAmount.currency} to ${t.creditorName} (${displayAccount(t.creditorAccount)}) from ${from}, ${kind}${reference}${t.requestedExecutionDate ? `, on ${t.requestedExecutionDate}` : ''}`,
    };
  });
  const total = [...totals].map(([currency, minor]) => `${minorToDecimalString(minor, currency)} ${currency}`).join(' + ');
  return {
    title: `Signing basket: ${ordered.length} payment${ordered.length === 1 ? '' : 's'}, ${total || '0'} in total`,
    lines: [...lines, { label: 'Total', value: total || '0' }],
  };
}
