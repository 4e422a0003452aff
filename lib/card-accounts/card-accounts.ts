// Card accounts of the consent: list, details, balances and card transactions (Berlin Group cardAccountDetails).
import type { Db } from '../db/client.ts';
import type { AisAccess } from '../consent/require-ais-access.ts';
import { consentedCardAccount } from '../accounts/account-access.ts';
import { amount, balance, displayName, type Fixes } from '../accounts/shape.ts';
import { countUnattendedAccess } from '../accounts/unattended-limit.ts';
import { transactionWindow } from '../accounts/list-transactions.ts';
import { parseAmount } from '../money.ts';
import type { TransactionsQuery } from '../accounts/schemas.ts';
import { parseCardDetails } from '../schemas/card-details.ts';

type CardRow = { id: string; maskedPan: string; currency: string; name: string; product: string; status: string; creditLimitMinor: bigint };

function details(c: CardRow, ownerName: string, fixes: Fixes, balances: Parameters<typeof balance>[0][] | null) {
  return {
    resourceId: c.id,
    maskedPan: c.maskedPan,
    currency: c.currency,
    ownerName,
    name: displayName(c.name, fixes),
    product: c.product,
    status: (c.status.toUpperCase() === 'ENABLED' ? 'enabled' : c.status.toLowerCase() === 'blocked' ? 'blocked' : 'enabled') as 'enabled' | 'blocked',
    creditLimit: amount(c.creditLimitMinor, c.currency, fixes),
    ...(balances ? { balances: balances.map((b) => balance(b, c.currency, fixes)) } : {}),
    _links: {
      balances: { href: `/v1/card-accounts/${c.id}/balances`, verbs: ['GET'] },
      transactions: { href: `/v1/card-accounts/${c.id}/transactions`, verbs: ['GET'] },
    },
  };
}

/** GET /v1/card-accounts. */
export async function listCardAccounts(opts: { db: Db; access: AisAccess; withBalance: boolean; fixes: Fixes }) {
  const rows = await opts.db.cardAccount.findMany({
    where: { id: { in: opts.access.cardAccountIds } },
    include: { customer: { select: { name: true } }, balances: opts.withBalance },
    orderBy: { createdAt: 'asc' },
  });
  return { cardAccounts: rows.map((r) => details(r, r.customer.name, opts.fixes, opts.withBalance ? r.balances : null)) };
}

/** GET /v1/card-accounts/{id}. */
export async function getCardAccount(opts: { db: Db; access: AisAccess; cardAccountId: string; withBalance: boolean; fixes: Fixes }) {
  const c = await consentedCardAccount(opts.db, opts.access, opts.cardAccountId);
  const [customer, balances] = await Promise.all([
    opts.db.customer.findUniqueOrThrow({ where: { id: c.customerId }, select: { name: true } }),
    opts.withBalance ? opts.db.balance.findMany({ where: { cardAccountId: c.id } }) : Promise.resolve(null),
  ]);
  return { cardAccount: details(c, customer.name, opts.fixes, balances) };
}

/** GET /v1/card-accounts/{id}/balances. */
export async function getCardBalances(opts: { db: Db; tppId: string; access: AisAccess; cardAccountId: string; fixes: Fixes; now: Date }) {
  const c = await consentedCardAccount(opts.db, opts.access, opts.cardAccountId);
  if (!opts.access.psuPresent) await countUnattendedAccess({ db: opts.db, tppId: opts.tppId, accountId: c.id, kind: 'balances', now: opts.now });
  const rows = await opts.db.balance.findMany({ where: { cardAccountId: c.id } });
  return { cardAccount: { maskedPan: c.maskedPan, currency: c.currency }, balances: rows.map((b) => balance(b, c.currency, opts.fixes)) };
}


/** GET /v1/card-accounts/{id}/transactions. */
export async function listCardTransactions(opts: { db: Db; tppId: string; access: AisAccess; cardAccountId: string; query: TransactionsQuery; fixes: Fixes; now: Date }) {
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
  const page = (offset: number) => ({ href: `/v1/card-accounts/${c.id}/transactions?${new URLSearchParams({ bookingStatus: query.bookingStatus, dateFrom, dateTo, offset: String(offset), limit: String(query.limit) })}`, verbs: ['GET'] });
  const list = rows.slice(0, query.limit);
  return {
    cardAccount: { maskedPan: c.maskedPan, currency: c.currency },
    cardTransactions: {
      booked: list.filter((r) => r.bookingStatus === 'BOOKED').map(shape),
      ...(query.bookingStatus !== 'booked' ? { pending: list.filter((r) => r.bookingStatus === 'PENDING').map(shape) } : {}),
      _links: {
        cardAccount: { href: `/v1/card-accounts/${c.id}`, verbs: ['GET'] },
        ...(more ? { next: page(query.offset + query.limit) } : {}),
        ...(query.offset > 0 ? { previous: page(Math.max(0, query.offset - query.limit)) } : {}),
      },
    },
  };
}
