// POST /v1/sandbox/accounts/{mockAccountId}/transactions — booked or pending transactions on a mock account, all or none.
import { Xs2aError } from '../errors.ts';
import { normalizeIban } from '../checksums/iban.ts';
import { parseAmount } from '../money.ts';
import type { CreateTransactionsBody, SandboxTransaction } from './schemas.ts';
import { Problems } from './input.ts';
import { atomically, type DbOrTx } from '../db/transaction.ts';
import { newOrderedId } from '../db/ordered-id.ts';
import { toTransaction } from './shape.ts';
import { insertTransactions } from '../db/insert-transactions.ts';
import { writeTransactionDetails } from '../schemas/transaction-details.ts';
import { bankTransactionCodeOf } from '../schemas/transaction-codes.ts';

export interface CreateTransactionsOptions {
  db: DbOrTx;
  /** The caller's world (worldOf the TPP): rows of other worlds are unknown. */
  worldId: string;
  accountId: string;
  /** The platform's flat transactions, validated with createTransactionsBodySchema (one object becomes an array). */
  body: CreateTransactionsBody;
}

interface Party {
  iban: string;
  bban: string;
}

const party = (ref: { iban?: string; bban?: string } | undefined): Party => ({
  iban: ref?.iban ? normalizeIban(ref.iban) : '',
  bban: ref?.bban ?? '',
});

/**
 * Adds booked transactions to a mock account (404 RESOURCE_UNKNOWN when unknown). Every item is checked before any
 * is stored; one bad item rejects the request with 400 and a path like `[2].debtorAccount`.
 *
 * Direction: the account must be one party. When creditorAccount is this account (IBAN or BBAN), the transaction
 * is incoming and stored with a positive amount; when debtorAccount is, outgoing and negative. When one party's
 * account is left out, the mock account fills it (creditor first). Rejected: a debtor that is another account of
 * this bank (of the world) ("Creating a sandbox transaction whose debtor is another account results in an error"), neither party
 * being this account, a currency other than the account's, amounts ≤ 0, dates in the future or booking after value
 * date. Inserted with multi-row INSERTs (bulk-insert.ts) inside one database transaction.
 */
export async function createTransactions({ db, worldId, accountId, body }: CreateTransactionsOptions): Promise<SandboxTransaction[]> {
  const items = body;
  const account = await db.account.findFirst({ where: { id: accountId, worldId }, select: { id: true, iban: true, bban: true, currency: true } });
  if (!account) throw new Xs2aError('RESOURCE_UNKNOWN', `No mock account with id ${accountId}`);

  const own: Party = { iban: account.iban, bban: account.bban };
  const isOwn = (p: Party) => (p.iban !== '' && p.iban === own.iban) || (p.bban !== '' && p.bban === own.bban);
  const isEmpty = (p: Party) => p.iban === '' && p.bban === '';

  const problems = new Problems();
  const rows: {
    id: string; accountId: string; amountMinor: bigint; currency: string; valueDate: string; bookingDate: string;
    remittanceInformationUnstructured: string; creditorId: string | null; creditorName: string; creditorIban: string; creditorBban: string;
    debtorName: string; debtorIban: string; debtorBban: string; ultimateDebtor: string; ultimateCreditor: string; purposeCode: string;
    bankTransactionCode: string; bookingStatus: 'BOOKED' | 'PENDING'; details: string | null;
  }[] = [];
  /** Incoming items with a debtor account: index → debtor, checked against the bank's other accounts below. */
  const foreignDebtors = new Map<number, Party>();

  items.forEach((t, i) => {
    if (t.currency !== undefined && t.currency !== account.currency) {
      problems.add(`[${i}].currency`, `currency ${t.currency} differs from the account currency ${account.currency}`);
      return;
    }
    let minor: bigint;
    try {
      minor = parseAmount(t.amount as number | string, account.currency, { path: `[${i}].amount`, allowNegative: false });
    } catch (e) {
      problems.add(`[${i}].amount`, (e as Error).message.replace(/^\[\d+\]\.amount /, 'amount '));
      return;
    }
    let creditor = party(t.creditorAccount);
    let debtor = party(t.debtorAccount);
    let incoming: boolean;
    if (isOwn(creditor) && isOwn(debtor)) {
      problems.add(`[${i}].debtorAccount`, 'creditorAccount and debtorAccount are both this account');
      return;
    } else if (isOwn(creditor)) incoming = true;
    else if (isOwn(debtor)) incoming = false;
    else if (isEmpty(creditor)) {
      incoming = true;
      creditor = own;
    } else if (isEmpty(debtor)) {
      incoming = false;
      debtor = own;
    } else {
      problems.add(`[${i}].creditorAccount`, `neither creditorAccount nor debtorAccount is this account (${own.iban} / ${own.bban})`);
      return;
    }
    if (incoming && !isEmpty(debtor)) foreignDebtors.set(i, debtor);
    rows.push({
      id: newOrderedId(),
      accountId: account.id,
      amountMinor: incoming ? minor : -minor,
      currency: account.currency,
      valueDate: t.valueDate ?? t.bookingDate,
      bookingDate: t.bookingDate,
      remittanceInformationUnstructured: t.remittanceInformationUnstructured ?? '',
      creditorId: t.creditorId || null,
      creditorName: t.creditorName ?? '',
      creditorIban: creditor.iban,
      creditorBban: creditor.bban,
      debtorName: t.debtorName ?? '',
      debtorIban: debtor.iban,
      debtorBban: debtor.bban,
      ultimateDebtor: t.ultimateDebtor ?? '',
      ultimateCreditor: t.ultimateCreditor ?? '',
      purposeCode: t.purposeCode ?? '',
      // Every sandbox transaction carries a bank transaction code (spec 2.4, 8): the creator's or the ISO 20022 default.
      bankTransactionCode: bankTransactionCodeOf(t.bankTransactionCode, incoming ? 1n : -1n),
      bookingStatus: t.bookingStatus === 'pending' ? 'PENDING' : 'BOOKED',
      details: writeTransactionDetails({
        proprietaryBankTransactionCode: t.proprietaryBankTransactionCode,
        currencyExchange: t.currencyExchange,
        creditorAgent: t.creditorAgent,
        debtorAgent: t.debtorAgent,
        additionalInformation: t.additionalInformation,
        remittanceInformationUnstructuredArray: t.remittanceInformationUnstructuredArray,
      }),
    });
  });

  if (foreignDebtors.size > 0) {
    const debtors = [...foreignDebtors.values()];
    const ibans = [...new Set(debtors.map((d) => d.iban).filter(Boolean))];
    const bbans = [...new Set(debtors.map((d) => d.bban).filter(Boolean))];
    const others = await db.account.findMany({
      where: { id: { not: account.id }, OR: [...(ibans.length ? [{ worldId, iban: { in: ibans } }] : []), ...(bbans.length ? [{ worldId, bban: { in: bbans } }] : [])] },
      select: { iban: true, bban: true },
    });
    if (others.length > 0) {
      const otherIbans = new Set(others.map((o) => o.iban));
      const otherBbans = new Set(others.map((o) => o.bban));
      for (const [i, d] of foreignDebtors) {
        if ((d.iban && otherIbans.has(d.iban)) || (d.bban && otherBbans.has(d.bban))) {
          problems.add(
            `[${i}].debtorAccount`,
            `the debtor ${d.iban || d.bban} is another account of this bank; a sandbox transaction cannot debit another account (create it on that account instead)`,
          );
        }
      }
    }
  }
  problems.throwIfAny();

  await atomically(db, (tx) => insertTransactions(tx, rows));
  return rows.map((r) => toTransaction(r, account.id));
}
