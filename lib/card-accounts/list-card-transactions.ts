// GET /v1/card-accounts/{account-id}/transactions: the card transactions of a consented card account, paged.
import { pageLinks } from '../accounts/page-links.ts';
import type { Db } from '../db/client.ts';
import type { AisAccess } from '../accounts/account-access.ts';
import { consentedCardAccount } from '../accounts/account-access.ts';
import { amount, type Fixes } from '../accounts/shape.ts';
import type { CardTransactionsQuery } from '../accounts/schemas.ts';
import { transactionWindow } from '../accounts/list-transactions.ts';
import { parseAmount } from '../money.ts';
import { link } from '../schemas/common.ts';
import { parseCardDetails } from '../schemas/card-details.ts';

/** GET /v1/card-accounts/{id}/transactions. */
export async function listCardTransactions(opts: { db: Db; tppId: string; access: AisAccess; cardAccountId: string; query: CardTransactionsQuery; fixes: Fixes; now: Date }) {
  const { db, query, fixes } = opts;
  const c = await consentedCardAccount(db, opts.access, opts.cardAccountId);
  const { dateFrom, dateTo } = await transactionWindow({ db, tppId: opts.tppId, access: opts.access, accountId: c.id, query, now: opts.now });
  const rows = await db.transaction.findMany({
    where: { cardAccountId: c.id, bookingDate: { gte: dateFrom, lte: dateTo }, ...(query.bookingStatus === 'pending' ? { bookingStatus: 'PENDING' } : query.bookingStatus === 'booked' ? { bookingStatus: 'BOOKED' } : {}) },
    orderBy: [{ bookingDate: 'desc' }, { seq: 'desc' }],
    skip: query.offset,
    take: query.limit + 1,
  });
  const more = rows.length > query.limit;
  const shape = (r: (typeof rows)[number]) => {
    const d = parseCardDetails(r.cardDetails);
    const booked = amount(r.amountMinor, r.currency, fixes);
    const original = d.originalAmount ? amount(parseAmount(d.originalAmount.amount, d.originalAmount.currency), d.originalAmount.currency, fixes) : undefined;
    // Before the cardaccount-switch fix the two amounts were mapped the wrong way round.
    const switched = fixes.has('cardaccount-switch-originalamount-and-transactionamount');
    return {
      ...(d.cardTransactionId ? { cardTransactionId: d.cardTransactionId } : {}),
      ...(d.terminalId ? { terminalId: d.terminalId } : {}),
      transactionDate: d.transactionDate ?? r.bookingDate,
      bookingDate: r.bookingDate,
      transactionAmount: switched || !original ? booked : original,
      ...(original ? { originalAmount: switched ? original : booked } : {}),
      ...(d.markupFee ? { markupFee: amount(parseAmount(d.markupFee.amount, d.markupFee.currency), d.markupFee.currency, fixes) } : {}),
      ...(d.markupFeePercentage ? { markupFeePercentage: d.markupFeePercentage } : {}),
      ...(d.cardAcceptorId ? { cardAcceptorId: d.cardAcceptorId } : {}),
      ...(d.cardAcceptorAddress && Object.keys(d.cardAcceptorAddress).length ? { cardAcceptorAddress: d.cardAcceptorAddress } : {}),
      ...(d.merchantCategoryCode ? { merchantCategoryCode: d.merchantCategoryCode } : {}),
      ...(d.maskedPan ? { maskedPAN: d.maskedPan } : {}),
      ...(d.transactionDetails ? { transactionDetails: d.transactionDetails } : {}),
      ...(typeof d.invoiced === 'boolean' ? { invoiced: d.invoiced } : {}),
      ...(d.proprietaryBankTransactionCode ? { proprietaryBankTransactionCode: d.proprietaryBankTransactionCode } : {}),
    };
  };
  const list = rows.slice(0, query.limit);
  return {
    cardAccount: { maskedPan: c.maskedPan, currency: c.currency },
    cardTransactions: {
      booked: list.filter((r) => r.bookingStatus === 'BOOKED').map(shape),
      ...(query.bookingStatus !== 'booked' ? { pending: list.filter((r) => r.bookingStatus === 'PENDING').map(shape) } : {}),
      _links: {
        cardAccount: link(`/v1/card-accounts/${c.id}`, 'GET'),
        ...pageLinks(`/v1/card-accounts/${c.id}/transactions`, query, { dateFrom, dateTo }, more),
      },
    },
  };
}
