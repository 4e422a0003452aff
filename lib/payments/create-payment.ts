// POST /v1/{payment-service}/{payment-product} — initiate a single, periodic or bulk payment (status RCVD).
import { createHash } from 'node:crypto';
import type { Db, Tx } from '../db/client.ts';
import { Prisma } from '../db/generated/sqlite/client.ts';
import type { DbOrTx } from '../db/transaction.ts';
import { getConfig } from '../config.ts';
import { Xs2aError } from '../errors.ts';
import { isValidIban, isValidNorwegianBban } from '../checksums/index.ts';
import { minorToDecimalString, parseAmount } from '../money.ts';
import { psuCustomerArm, psuCustomerOfRows, psuIdToRead, requireCorporateIdOfCorporateUser, resolvePsu, type PsuCustomer } from '../psu/resolve-psu.ts';
import { addDays, todayInNorway } from '../dates.ts';
import { payableAccounts } from './advance-authorised-payments.ts';
import { convertMinor } from './funds.ts';
import { paymentLinks } from './links.ts';
import { PRODUCT_RULES, type PaymentProduct, type PaymentService, type ProductRules } from './products.ts';
import { Problems } from '../http/problems.ts';
import type { PaymentInitiationBody, PaymentInitiationResponse } from './schemas.ts';
import { ibanAndBban, kidOf, transfersOf, type StoredAccount, type StoredPayment, type StoredTransfer } from './stored.ts';
import { queryRaw } from '../db/raw.ts';
import type { ReplayCheck } from '../http/steps/check-replay.ts';

/** Identical payments (same TPP, debtor, creditor, amount, date, reference) within this window are logical duplicates. */
export const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000;
/** requestedExecutionDate / startDate may be at most this many days ahead. */
export const MAX_DAYS_AHEAD = 365;

export interface CreatePaymentOptions {
  db: Db | Tx;
  tppId: string;
  /** The TPP's world (worldOf): debtor and creditor accounts of this bank are looked up there. */
  worldId: string;
  service: PaymentService;
  /** A product offered under the service (the path parameter's schema checks it). */
  product: PaymentProduct;
  /** The body, validated with the service's schema (PAYMENT_BODY_SCHEMAS). */
  body: PaymentInitiationBody;
  /** Query allowLogicalDuplicate (NDCT). */
  allowLogicalDuplicate?: boolean;
  /** Headers PSU-ID, PSU-Corporate-ID and TPP-Session-ID, when sent. */
  psuId?: string | null;
  psuCorporateId?: string | null;
  tppSessionId?: string | null;
  now: Date;
  /** The request's replay check, carried by the account lookup (the first statement; nothing is written before it). */
  replay?: ReplayCheck;
}

export interface CreatedPayment {
  body: PaymentInitiationResponse;
  location: string;
}

type BankAccount = { id: string; iban: string; bban: string; currency: string; customerId: string };

/**
 * The accounts of this bank in the world that account references name (by IBAN, else by BBAN) — the debtor and the
 * creditors of a payment — and, for a PSU-ID given as a UUID, the PSU's customer (lib/psu/resolve-psu.ts), in one raw
 * statement (three before, one of them an ORM query; docs/decisions/0010-reads-carried-by-the-gate.md). The result
 * answers `of(ref)` with the account or null, and
 * `customer` with the PSU's customer (null: none; undefined: not read).
 */
async function readPaymentParties(
  db: Db | Tx,
  o: { tppId: string; worldId: string; refs: StoredAccount[]; psuId: string | null; replay?: ReplayCheck },
): Promise<{ of(ref: StoredAccount): BankAccount | null; customer: PsuCustomer | null | undefined }> {
  const { worldId, refs, replay } = o;
  const ibans = [...new Set(refs.flatMap((r) => (r.iban ? [r.iban] : [])))];
  const bbans = [...new Set(refs.flatMap((r) => (!r.iban && r.bban ? [r.bban] : [])))];
  const by = [...(ibans.length ? [Prisma.sql`"iban" IN (${Prisma.join(ibans)})`] : []), ...(bbans.length ? [Prisma.sql`"bban" IN (${Prisma.join(bbans)})`] : [])];
  // One row shape for both: kind, id and four text columns (an account's iban, bban, currency, customerId; a
  // customer's customerNumber, name, type).
  const arms = [
    ...(by.length ? [Prisma.sql`SELECT 'account' AS "kind", "id", "iban" AS "a", "bban" AS "b", "currency" AS "c", "customerId" AS "d" FROM "Account" WHERE "worldId" = ${worldId} AND (${Prisma.join(by, ' OR ')})`] : []),
    ...(o.psuId ? [psuCustomerArm({ tppId: o.tppId, worldId, psuId: o.psuId }, ['d'])] : []),
  ];
  type Row = { kind: string; id: string; a: string | null; b: string | null; c: string | null; d: string | null };
  let rows: Row[] = [];
  if (arms.length) {
    const sql = Prisma.join(arms, ' UNION ALL ');
    rows = replay ? await replay.query<Row>(db, sql) : await queryRaw<Row[]>(db, sql);
  } else {
    await replay?.check();
  }
  const accounts: BankAccount[] = rows.filter((r) => r.kind === 'account').map((r) => ({ id: r.id, iban: r.a!, bban: r.b!, currency: r.c!, customerId: r.d! }));
  return {
    of: (ref) => (ref.iban ? accounts.find((a) => a.iban === ref.iban) : ref.bban ? accounts.find((a) => a.bban === ref.bban) : undefined) ?? null,
    customer: o.psuId ? psuCustomerOfRows(rows) : undefined,
  };
}

/** Why an IBAN is not acceptable (country length, MOD 97, the Norwegian BBAN MOD11), or null. */
function ibanProblem(iban: string): string | null {
  if (!isValidIban(iban, { nationalCheck: false })) return `${iban} is not a valid IBAN: unknown country or wrong length`;
  if (iban.startsWith('NO') && !isValidNorwegianBban(iban.slice(4))) return `${iban} is not a valid Norwegian IBAN: the account number ${iban.slice(4)} fails the MOD11 check digit`;
  return null;
}

/**
 * Checks the creditor account for the product. Accounts of this bank are exempt from the MOD11 check: the sandbox's
 * mock accounts use the platform's own account numbers, many of which fail it.
 */
function checkCreditor(rules: ProductRules, t: StoredTransfer, path: string, internal: boolean, problems: Problems): void {
  const a = t.creditorAccount;
  const p = `${path}creditorAccount`;
  if (rules.creditor === 'NO') {
    if (a.iban) {
      if (!a.iban.startsWith('NO')) {
        problems.add(`${p}.iban`, `${rules.abbreviation} pays Norwegian accounts only (11-digit bban or NO IBAN); use norwegian-cross-border-credit-transfers or sepa-credit-transfers for ${a.iban.slice(0, 2)} accounts`);
      } else if (!internal) {
        const problem = ibanProblem(a.iban);
        if (problem) problems.add(`${p}.iban`, problem);
      }
    } else if (a.bban) {
      if (!/^\d{11}$/.test(a.bban)) problems.add(`${p}.bban`, `${a.bban} is not a Norwegian account number: it has 11 digits, without dots or spaces`);
      else if (!internal && !isValidNorwegianBban(a.bban)) problems.add(`${p}.bban`, `${a.bban} is not a valid Norwegian account number: the MOD11 check digit is wrong`);
    }
    return;
  }
  if (a.iban) {
    if (!internal) {
      const problem = ibanProblem(a.iban);
      if (problem) problems.add(`${p}.iban`, problem);
    }
    return;
  }
  if (rules.creditor === 'IBAN') {
    problems.add(p, `${rules.abbreviation} needs the creditor account as iban`);
  } else if (!t.creditorAgent) {
    problems.add(`${path}creditorAgent`, 'is required when the creditor account is given as bban: the BIC of the creditor bank');
  }
}

/** Product rules of one transfer: currency, creditor account, cross-border fields. */
function checkTransfer(rules: ProductRules, t: StoredTransfer, path: string, internalCreditor: boolean, problems: Problems): void {
  const currency = t.instructedAmount.currency;
  if (rules.currencies && !rules.currencies.includes(currency)) {
    problems.add(`${path}instructedAmount.currency`, `${rules.abbreviation} payments are in ${rules.currencies.join(' or ')}, not ${currency}`);
  }
  checkCreditor(rules, t, path, internalCreditor, problems);
  if (rules.crossBorder) {
    if (!t.creditorAddress) problems.add(`${path}creditorAddress`, 'is required for cross-border payments (at least the country)');
    if (!t.regulatoryReportingCode) problems.add(`${path}regulatoryReportingCode`, 'is required for cross-border payments: the two-digit code of the nature of the payment, e.g. "26"');
  }
}

/** Why a debtor account reference names no account of this bank. */
function unknownDebtorText(ref: StoredAccount): { path: string; text: string } {
  if (ref.iban) {
    const problem = ibanProblem(ref.iban);
    return { path: 'debtorAccount.iban', text: problem ?? `${ref.iban} is not an account of this bank` };
  }
  const bban = ref.bban ?? '';
  if (/^\d{11}$/.test(bban) && !isValidNorwegianBban(bban)) return { path: 'debtorAccount.bban', text: `${bban} is not a valid Norwegian account number: the MOD11 check digit is wrong` };
  return { path: 'debtorAccount.bban', text: `${bban} is not an account of this bank` };
}

/** The fingerprint of a logical duplicate: debtor, creditor, amount, execution date and reference. */
function dedupeKey(debtorAccountId: string, t: StoredTransfer, amountMinor: bigint, date: string): string {
  const creditor = ibanAndBban(t.creditorAccount);
  const reference = kidOf(t) ?? (t.remittanceInformationUnstructured ?? '').trim().toLowerCase();
  const material = JSON.stringify([debtorAccountId, creditor.bban || creditor.iban, amountMinor.toString(), t.instructedAmount.currency, date, reference]);
  return createHash('sha256').update(material).digest('base64url');
}

/** The body as stored: the validated input with amounts as canonical decimal strings. */
function normalise(service: PaymentService, body: StoredPayment): StoredPayment {
  const fix = (t: StoredTransfer): StoredTransfer => {
    const { currency, amount } = t.instructedAmount;
    return { ...t, instructedAmount: { currency, amount: minorToDecimalString(parseAmount(amount, currency), currency) } };
  };
  if (service === 'bulk-payments') {
    const bulk = body as Extract<StoredPayment, { payments: unknown }>;
    return { ...bulk, payments: bulk.payments.map(fix) };
  }
  return fix(body as StoredTransfer) as StoredPayment;
}

/**
 * Checks and stores a validated payment initiation (status RCVD) of this TPP. Beyond the body schema: the product's
 * currency and creditor rules (Norwegian BBAN MOD11, IBAN MOD 97 + MOD11 inside NO IBANs; accounts of this bank are
 * exempt), cross-border fields, a debtor account of this bank (and, with a known PSU-ID, one the PSU may pay from),
 * execution dates from today (Norway) up to a year ahead (400 EXECUTION_DATE_INVALID), and for NDCT single
 * payments no logical duplicate in the last 24 hours unless allowLogicalDuplicate is true.
 */
export async function createPayment(opts: CreatePaymentOptions): Promise<CreatedPayment> {
  const { db, tppId, worldId, service, product, now } = opts;
  const rules = PRODUCT_RULES[product];
  const body = normalise(service, opts.body as StoredPayment);
  const transfers = transfersOf(service, body);
  const today = todayInNorway(now);
  const problems = new Problems();

  // Debtor: an account of this bank.
  const debtorRef = body.debtorAccount;
  const psuIdRead = psuIdToRead(opts.psuId);
  const accounts = await readPaymentParties(db, { tppId, worldId, refs: [debtorRef, ...transfers.map((t) => t.creditorAccount)], psuId: psuIdRead, replay: opts.replay });
  const debtor = accounts.of(debtorRef);
  if (!debtor) {
    const { path, text } = unknownDebtorText(debtorRef);
    problems.add(path, text);
  } else if (debtorRef.currency && debtorRef.currency !== debtor.currency) {
    problems.add('debtorAccount.currency', `the account is in ${debtor.currency}, not ${debtorRef.currency}`);
  }

  // Transfers: product rules; creditors of this bank are exempt from the checksum rules.
  const prefix = (i: number) => (service === 'bulk-payments' ? `payments[${i}].` : '');
  for (const [i, t] of transfers.entries()) {
    const creditor = accounts.of(t.creditorAccount);
    checkTransfer(rules, t, prefix(i), creditor !== null, problems);
    if (debtor && creditor?.id === debtor.id) problems.add(`${prefix(i)}creditorAccount`, 'is the debtor account: a payment must go to another account');
    if (debtor && convertMinor(1n, t.instructedAmount.currency, debtor.currency) === null) {
      problems.add(`${prefix(i)}instructedAmount.currency`, `the sandbox cannot pay ${t.instructedAmount.currency} from a ${debtor.currency} account (rates exist for NOK, EUR, USD, GBP, SEK, DKK, CHF)`);
    }
  }
  problems.throwIfAny();

  // Dates.
  const dateField = service === 'periodic-payments' ? 'startDate' : 'requestedExecutionDate';
  const date = service === 'periodic-payments' ? (body as { startDate: string }).startDate : (body as { requestedExecutionDate?: string }).requestedExecutionDate;
  if (date !== undefined) {
    if (date < today) {
      throw new Xs2aError('EXECUTION_DATE_INVALID', `${dateField}: ${date} is in the past; the earliest date is today, ${today} (Norwegian time)`, { path: dateField });
    }
    if (date > addDays(today, MAX_DAYS_AHEAD)) {
      throw new Xs2aError('EXECUTION_DATE_INVALID', `${dateField}: ${date} is more than ${MAX_DAYS_AHEAD} days ahead`, { path: dateField });
    }
    if (rules.instant && date !== today) {
      throw new Xs2aError('EXECUTION_DATE_INVALID', `${dateField}: instant payments are executed at once; leave ${dateField} out or give today's date ${today}`, { path: dateField });
    }
  }

  // With a known PSU-ID, the debtor account must be one the PSU may pay from.
  const psu = await resolvePsu({ db, tppId, worldId, psuId: opts.psuId ?? null, psuCorporateId: opts.psuCorporateId ?? null, customer: accounts.customer });
  if (psu) requireCorporateIdOfCorporateUser(psu);
  if (psu && debtor) {
    const context = psu.corporate ? 'CORPORATE' : 'PRIVATE';
    // PRIVATE: the PSU pays from its own accounts (availableAccounts), known from the debtor row without a query.
    const payable = context === 'PRIVATE'
      ? debtor.customerId === psu.customer.id
      : (await payableAccounts(db, { worldId, customerId: psu.customer.id, context, agreementId: psu.corporate?.agreementId ?? null }, [debtor.id])).has(debtor.id);
    if (!payable) {
      const where = psu.corporate ? `in the corporate agreement ${psu.corporate.agreementName} (PSU-Corporate-ID) with the role REGISTER` : 'among the PSU\'s own accounts (send PSU-Corporate-ID for a corporate account)';
      throw new Xs2aError('FORMAT_ERROR', `debtorAccount: the PSU of PSU-ID cannot pay from this account: it is not ${where}`, { path: 'debtorAccount' });
    }
  }

  const amountMinor = transfers.reduce((sum, t) => sum + parseAmount(t.instructedAmount.amount, t.instructedAmount.currency), 0n);
  const currency = transfers[0]!.instructedAmount.currency;

  // Logical duplicates (NDCT single payments): the check is part of the INSERT (storePayment).
  const key = rules.duplicateCheck && service === 'payments' && debtor ? dedupeKey(debtor.id, transfers[0]!, amountMinor, date ?? today) : null;
  const since = new Date(now.getTime() - DUPLICATE_WINDOW_MS);
  const id = crypto.randomUUID();
  const row: PaymentRow = {
    id, tppId, service, product, body: JSON.stringify(body), debtorAccountId: debtor!.id, customerId: psu?.customer.id ?? null, amountMinor, currency,
    requestedExecutionDate: date ?? null, tppSessionId: opts.tppSessionId ?? null, dedupeKey: key, now,
  };
  for (let attempt = 0; !(await storePayment(db, row, key && !opts.allowLogicalDuplicate ? since : null)); attempt++) {
    const [twin] = await queryRaw<{ id: string; createdAt: Date }[]>(db, Prisma.sql`
      SELECT "id", "createdAt" FROM "Payment" WHERE ${twinOf(tppId, key!, since)} ORDER BY "createdAt" DESC LIMIT 1`);
    // A twin cancelled between the two statements: store again (once; a second refusal has a twin to name).
    if (!twin && attempt === 0) continue;
    const minutes = twin ? Math.max(0, Math.round((now.getTime() - twin.createdAt.getTime()) / 60_000)) : 0;
    throw new Xs2aError(
      'FORMAT_ERROR',
      `Logical duplicate: payment ${twin?.id ?? '(cancelled meanwhile)'}, created ${minutes} minute(s) ago by this TPP, has the same debtor account, creditor account, amount, execution date and reference. ` +
        'To create this payment anyway, repeat the request with the query parameter allowLogicalDuplicate=true',
      { path: 'allowLogicalDuplicate' },
    );
  }
  const links = paymentLinks(service, product, id);
  return {
    body: { transactionStatus: 'RCVD', paymentId: id, transactionFees: { currency, amount: minorToDecimalString(0n, currency) }, transactionFeeIndicator: false, _links: links },
    location: links.self.href,
  };
}

/** A payment as initiated (status RCVD). */
interface PaymentRow {
  id: string;
  tppId: string;
  service: PaymentService;
  product: PaymentProduct;
  body: string;
  debtorAccountId: string;
  customerId: string | null;
  amountMinor: bigint;
  currency: string;
  requestedExecutionDate: string | null;
  tppSessionId: string | null;
  dedupeKey: string | null;
  now: Date;
}

/** Payments of this TPP with this fingerprint created since `since` and not rejected or cancelled: logical duplicates. */
const twinOf = (tppId: string, key: string, since: Date) =>
  Prisma.sql`"tppId" = ${tppId} AND "dedupeKey" = ${key} AND "createdAt" >= ${since} AND "status" NOT IN ('RJCT', 'CANC')`;

/**
 * Stores a payment; with `duplicatesSince`, only when no logical duplicate created since then exists (false then).
 * The check is part of the INSERT, so two identical payments sent at once cannot both pass it (a check and an insert
 * as two statements let both through): SQLite runs a writing statement under the database's write lock, so a check in
 * its WHERE sees every committed payment; PostgreSQL's would read the snapshot the statement began with, so there the
 * WHERE calls payment_has_no_twin, which waits for the TPP's and fingerprint's lock and checks with a snapshot of its
 * own (prisma/migrations/postgresql/0014_payment_twin_check.sql). One round trip either way; raw, as the ORM's create
 * costs more (docs/decisions/0024-logical-duplicates-in-the-insert.md).
 */
async function storePayment(db: DbOrTx, p: PaymentRow, duplicatesSince: Date | null): Promise<boolean> {
  const noTwin = !duplicatesSince
    ? Prisma.empty
    : getConfig().dialect === 'postgresql'
      ? Prisma.sql`WHERE "payment_has_no_twin"(${p.tppId}, ${p.dedupeKey}, ${duplicatesSince})`
      : Prisma.sql`WHERE NOT EXISTS (SELECT 1 FROM "Payment" WHERE ${twinOf(p.tppId, p.dedupeKey!, duplicatesSince)})`;
  const stored = await queryRaw<{ id: string }[]>(db, Prisma.sql`
    INSERT INTO "Payment" ("id", "tppId", "service", "product", "status", "body", "debtorAccountId", "customerId", "amountMinor", "currency",
      "requestedExecutionDate", "tppSessionId", "dedupeKey", "batchAttempts", "createdAt", "updatedAt")
    SELECT ${p.id}, ${p.tppId}, ${p.service}, ${p.product}, 'RCVD', ${p.body}, ${p.debtorAccountId}, ${p.customerId}, ${p.amountMinor}, ${p.currency},
      ${p.requestedExecutionDate}, ${p.tppSessionId}, ${p.dedupeKey}, 0, ${p.now}, ${p.now}
    ${noTwin}
    RETURNING "id"`);
  return stored.length === 1;
}
