// GET /v1/{payment-service}/{payment-product}/{paymentId}[/status] — the payment as initiated, and its status.
import type { Db, Tx } from '../db/client.ts';
import { loadOwnPayment, type LoadPaymentOptions } from './load-payment.ts';
import type { PaymentStatusResponse, TransactionStatus } from './schemas.ts';
import { readBody, type StoredPayment } from './stored.ts';

/** Statuses for which the yaml lets a status response carry fundsAvailable. */
const FUNDS_STATUSES = new Set(['ACTC', 'ACWC', 'ACCP']);

/** The stored payment with transactionStatus and, when the debtor account is known, debtorName. */
export async function getPayment(opts: LoadPaymentOptions): Promise<StoredPayment & { debtorName?: string; transactionStatus: TransactionStatus }> {
  const row = await loadOwnPayment(opts);
  const debtorName = await debtorNameOf(opts.db, row.debtorAccountId);
  const body = readBody(row);
  const { debtorAccount, ...rest } = body;
  return { debtorAccount, ...(debtorName ? { debtorName } : {}), ...rest, transactionStatus: row.status } as StoredPayment & {
    debtorName?: string;
    transactionStatus: TransactionStatus;
  };
}

/** {transactionStatus, paymentId (as the platform's recorded responses carry it), fundsAvailable (after a funds check), psuMessage (why rejected or waiting)}. */
export async function getPaymentStatus(opts: LoadPaymentOptions): Promise<PaymentStatusResponse> {
  const row = await loadOwnPayment(opts);
  const out: PaymentStatusResponse = { transactionStatus: row.status, paymentId: row.id };
  if (row.fundsAvailable !== null && FUNDS_STATUSES.has(row.status)) out.fundsAvailable = row.fundsAvailable;
  if (row.statusReason && (row.status === 'ACCP' || row.status === 'RJCT')) out.psuMessage = row.statusReason.slice(0, 500);
  return out;
}

/** The name of the owner of the debtor account (the corporate name for corporate accounts). */
export async function debtorNameOf(db: Db | Tx, accountId: string | null): Promise<string | null> {
  if (!accountId) return null;
  const account = await db.account.findUnique({ where: { id: accountId }, select: { customer: { select: { name: true } } } });
  return account?.customer.name ?? null;
}
