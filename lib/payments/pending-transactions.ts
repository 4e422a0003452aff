// Pending transactions of authorised payments (spec 2.5, issue 11 row 5): a payment that is authorised but not yet
// booked (ACTC waiting for the batch, PDNG until its execution date, ACCP waiting for funds) shows as a PENDING
// transaction on its debtor account until the batch books it (then the BOOKED one replaces it, with a new, stable id),
// rejects it or the TPP cancels it. Standing orders (periodic-payments) are not booked by the batch and have none.
import type { DbOrTx } from '../db/transaction.ts';
import { Prisma } from '../db/generated/sqlite/client.ts';
import { idList } from '../db/id-list.ts';
import { todayInNorway } from '../dates.ts';
import { insertTransactions } from '../db/insert-transactions.ts';
import { newOrderedId } from '../db/ordered-id.ts';
import type { TransactionInsert } from '../db/rows.ts';
import { writeRemittanceStructured } from '../schemas/remittance-structured.ts';
import { transferDebits, type BookablePayment } from './plan-bookings.ts';
import { PRODUCT_RULES, isPaymentProduct } from './products.ts';
import { ibanAndBban, readStoredPayment, structuredReferences, transfersOf } from './stored.ts';


/** A payment to show as pending: what booking needs, and its execution date (the pending value date). */
export type PendingPayment = BookablePayment & { requestedExecutionDate: string | null };

/**
 * Writes one PENDING transaction per payment on its debtor account: the total debit in the account currency
 * (negative), dated today (Norway) with the execution date as value date; a single payment names its creditor and
 * remittance, a bulk its number of payments. Payments without a debtor account or a conversion rate are left out.
 */
export async function recordPendingTransactions(db: DbOrTx, payments: readonly PendingPayment[], now: Date): Promise<void> {
  const due = payments.filter((p) => p.service !== 'periodic-payments' && p.debtorAccountId !== null);
  if (due.length === 0) return;
  const today = todayInNorway(now);
  const accounts = new Map(
    (
      await db.account.findMany({
        where: { id: { in: [...new Set(due.map((p) => p.debtorAccountId!))] } },
        select: { id: true, iban: true, bban: true, currency: true, customer: { select: { name: true } } },
      })
    ).map((a) => [a.id, a]),
  );
  const rows: TransactionInsert[] = [];
  for (const p of due) {
    const account = accounts.get(p.debtorAccountId!);
    if (!account) continue;
    const stored = readStoredPayment(p);
    const transfers = transfersOf(stored.service, stored.body);
    const debits = transferDebits(transfers, account.currency);
    if (!debits || transfers.length === 0) continue;
    const total = debits.reduce((a, b) => a + b, 0n);
    const single = transfers.length === 1 ? transfers[0]! : null;
    const creditor = single ? ibanAndBban(single.creditorAccount) : { iban: '', bban: '' };
    const rules = isPaymentProduct(p.product) ? PRODUCT_RULES[p.product] : PRODUCT_RULES['norwegian-domestic-credit-transfers'];
    rows.push({
      id: newOrderedId(),
      bookingStatus: 'PENDING',
      accountId: account.id,
      paymentId: p.id,
      amountMinor: -total,
      currency: account.currency,
      bookingDate: today,
      valueDate: p.requestedExecutionDate && p.requestedExecutionDate > today ? p.requestedExecutionDate : today,
      remittanceInformationUnstructured: single ? (single.remittanceInformationUnstructured ?? '') : `Bulk payment, ${transfers.length} payments`,
      remittanceStructured: single ? writeRemittanceStructured(structuredReferences(single)) : null,
      creditorName: single?.creditorName ?? '',
      creditorIban: creditor.iban,
      creditorBban: creditor.bban,
      debtorName: account.customer.name,
      debtorIban: account.iban,
      debtorBban: account.bban,
      bankTransactionCode: rules.debitCode,
      createdAt: now,
    });
  }
  await insertTransactions(db, rows);
}

/**
 * Removes the pending transactions of payments that were booked, rejected or cancelled. Led by the debtor accounts
 * and PENDING, so the (accountId, bookingStatus, …) index finds the rows without a scan of all transactions.
 */
export async function clearPendingTransactions(db: DbOrTx, payments: readonly { id: string; debtorAccountId: string | null }[]): Promise<void> {
  const accountIds = [...new Set(payments.map((p) => p.debtorAccountId).filter((id): id is string => id !== null))];
  if (accountIds.length === 0) return;
  // Raw: the batch clears up to 1,000 payments a page, and the ORM's per-argument work on the id list cost more than the delete.
  await db.$executeRaw`DELETE FROM "Transaction" WHERE "accountId" IN (${Prisma.join(accountIds)}) AND "bookingStatus" = 'PENDING' AND "paymentId" IN ${idList(payments.map((p) => p.id))}`;
}
