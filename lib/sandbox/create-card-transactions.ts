// POST /v1/sandbox/card-accounts/{cardAccountId}/transactions — card transactions, all or none.
import { Xs2aError } from '../errors.ts';
import { minorToDecimalString, parseAmount } from '../money.ts';
import type { CreateCardTransactionsBody, SandboxCardTransaction } from './schemas.ts';
import { Problems } from './input.ts';
import { atomically, type DbOrTx } from '../db/transaction.ts';
import { newOrderedId } from '../db/ordered-id.ts';
import { toCardTransaction } from './shape.ts';
import type { CardDetails } from '../schemas/card-details.ts';
import { insertTransactions } from '../db/insert-transactions.ts';

export interface CreateCardTransactionsOptions {
  db: DbOrTx;
  /** The caller's world (worldOf the TPP): rows of other worlds are unknown. */
  worldId: string;
  cardAccountId: string;
  /** The platform's card transactions, validated with createCardTransactionsBodySchema (one object becomes an array). */
  body: CreateCardTransactionsBody;
}

type Amount = { currency: string; amount: number | string };

const decimal = (a: Amount, path: string) => ({ currency: a.currency, amount: minorToDecimalString(parseAmount(a.amount, a.currency, { path }), a.currency) });

/**
 * Adds card transactions to a mock card account (404 RESOURCE_UNKNOWN when unknown), all or none. The
 * transactionAmount must be in the card account currency and is stored with the sign given (the platform's
 * scripts post purchases as positive amounts); card-specific fields are kept as JSON (Transaction.cardDetails).
 */
export async function createCardTransactions({ db, worldId, cardAccountId, body }: CreateCardTransactionsOptions): Promise<SandboxCardTransaction[]> {
  const items = body;
  const card = await db.cardAccount.findFirst({ where: { id: cardAccountId, worldId }, select: { id: true, currency: true } });
  if (!card) throw new Xs2aError('RESOURCE_UNKNOWN', `No mock card account with id ${cardAccountId}`);

  const problems = new Problems();
  const rows: { id: string; cardAccountId: string; amountMinor: bigint; currency: string; valueDate: string; bookingDate: string; bankTransactionCode: string; cardDetails: string }[] = [];
  items.forEach((t, i) => {
    if (t.transactionAmount.currency !== card.currency) {
      problems.add(`[${i}].transactionAmount.currency`, `currency ${t.transactionAmount.currency} differs from the card account currency ${card.currency}`);
      return;
    }
    const details: CardDetails = {
      cardTransactionId: t.cardTransactionId || undefined, // default: the entryReference of the id (toCardTransaction)
      terminalId: t.terminalId,
      transactionDate: t.transactionDate ?? t.bookingDate,
      originalAmount: t.originalAmount ? decimal(t.originalAmount as Amount, `[${i}].originalAmount.amount`) : undefined,
      merchantCategoryCode: t.merchantCategoryCode,
      markupFee: t.markupFee ? decimal(t.markupFee as Amount, `[${i}].markupFee.amount`) : undefined,
      markupFeePercentage: t.markupFeePercentage === undefined ? undefined : String(t.markupFeePercentage),
      cardAcceptorId: t.cardAcceptorId,
      cardAcceptorAddress: t.cardAcceptorAddress as Record<string, string> | undefined,
      maskedPan: t.maskedPan,
      transactionDetails: t.transactionDetails,
      invoiced: t.invoiced,
      proprietaryBankTransactionCode: t.proprietaryBankTransactionCode,
    };
    rows.push({
      id: newOrderedId(),
      cardAccountId: card.id,
      amountMinor: parseAmount(t.transactionAmount.amount, card.currency, { path: `[${i}].transactionAmount.amount` }),
      currency: card.currency,
      valueDate: t.transactionDate ?? t.bookingDate,
      bookingDate: t.bookingDate,
      bankTransactionCode: '',
      cardDetails: JSON.stringify(details),
    });
  });
  problems.throwIfAny();

  await atomically(db, (tx) => insertTransactions(tx, rows));
  return rows.map((r) => toCardTransaction(r, card.id));
}
