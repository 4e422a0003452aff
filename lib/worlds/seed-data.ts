// The fixed known state of a sandbox world (spec 1.7; created on first use, POST /v1/sandbox/initialize resets to it):
// two private customers with 2 accounts and a card account each, two corporate customers with 2 accounts and an
// agreement each, booked transactions in the last 90 days. Every world has the same customer numbers and accounts. Private accounts use the platform's own sandbox-script numbers for these customers; the corporate
// accounts and counterparties have MOD11-valid numbers that appear in none of the platform's scripts.
import { norwegianIbanFromBban } from '../checksums/iban.ts';
import { addDays, todayInNorway } from '../dates.ts';
import type { TransactionInsert } from '../db/rows.ts';
import { newId } from '../db/transaction.ts';
import { childId, seedId } from './seed-ids.ts';

interface SeedAccount {
  accountName: string;
  bban: string;
  /** Platform IBAN; computed from the BBAN when absent. */
  iban?: string;
  currency: string;
  product: string;
  cashAccountType: string;
  /** Expected balance, minor units. */
  balanceMinor: bigint;
  transactions: SeedTransaction[];
}

interface SeedTransaction {
  daysAgo: number;
  /** Minor units, positive incoming, negative outgoing. */
  amountMinor: bigint;
  counterpartyName: string;
  counterpartyIban: string;
  counterpartyBban: string;
  remittance: string;
  purposeCode: string;
}

interface SeedCard {
  maskedPan: string;
  name: string;
  product: string;
  creditLimitMinor: bigint;
  balanceMinor: bigint;
  transactions: { daysAgo: number; amountMinor: bigint; merchant: string; mcc: string; original?: { currency: string; amount: string }; markupFee?: string }[];
}

interface SeedCustomer {
  customerNumber: string;
  name: string;
  type: 'PRIVATE' | 'CORPORATE';
  accounts: SeedAccount[];
  card?: SeedCard;
  /** Corporate: an agreement giving this PSU VIEW and REGISTER on all the customer's accounts. */
  agreement?: { name: string; psu: string };
}

/** External counterparties (not accounts of this bank); Norwegian ones have valid MOD11 BBANs. */
const EXT = {
  employer: { name: 'Nordlys Arbeidsgiver AS', bban: '86011117947' },
  power: { name: 'Fjordkraft AS', bban: '95360573002' },
  newspaper: { name: 'Aftenposten AS', bban: '15032244553' },
  landlord: { name: 'Bjørvika Utleie AS', bban: '12540551209' },
  friend: { name: 'Kari Nordmann', bban: '30001458724' },
  customerA: { name: 'Havbruk Service AS', bban: '18220900114' },
  customerB: { name: 'Kystfisk Handel AS', bban: '97100512347' },
  supplier: { name: 'Kontorrekvisita Norge AS', bban: '16073310206' },
  tax: { name: 'Skatteetaten', bban: '63450618820' },
} as const;

const ext = (e: { name: string; bban: string }) => ({ counterpartyName: e.name, counterpartyBban: e.bban, counterpartyIban: norwegianIbanFromBban(e.bban) });
const NOK = (kroner: number) => BigInt(Math.round(kroner * 100));

const privateTransactions = (salary: number): SeedTransaction[] => [
  { daysAgo: 2, amountMinor: -NOK(1299), ...ext(EXT.power), remittance: 'KID 1476074371486', purposeCode: 'ELEC' },
  { daysAgo: 9, amountMinor: -NOK(399), ...ext(EXT.newspaper), remittance: 'Abonnement 63444766', purposeCode: 'SUBS' },
  { daysAgo: 16, amountMinor: NOK(salary), ...ext(EXT.employer), remittance: 'Lønn', purposeCode: 'SALA' },
  { daysAgo: 30, amountMinor: -NOK(8500), ...ext(EXT.landlord), remittance: 'Husleie', purposeCode: 'RENT' },
  { daysAgo: 46, amountMinor: NOK(1500), ...ext(EXT.friend), remittance: 'Tilbakebetaling middag', purposeCode: 'OTHR' },
  { daysAgo: 47, amountMinor: NOK(salary), ...ext(EXT.employer), remittance: 'Lønn', purposeCode: 'SALA' },
  { daysAgo: 75, amountMinor: -NOK(250), ...ext(EXT.friend), remittance: 'Kino', purposeCode: 'OTHR' },
];

const billTransactions = (): SeedTransaction[] => [
  { daysAgo: 5, amountMinor: -NOK(649), ...ext(EXT.power), remittance: 'KID 2440997-', purposeCode: 'ELEC' },
  { daysAgo: 20, amountMinor: NOK(5000), ...ext(EXT.friend), remittance: 'Overføring', purposeCode: 'OTHR' },
  { daysAgo: 35, amountMinor: -NOK(1199), ...ext(EXT.newspaper), remittance: 'Faktura 10023', purposeCode: 'SUBS' },
  { daysAgo: 60, amountMinor: -NOK(320), ...ext(EXT.power), remittance: 'KID 0365327', purposeCode: 'ELEC' },
];

const corporateTransactions = (): SeedTransaction[] => [
  { daysAgo: 1, amountMinor: NOK(125000), ...ext(EXT.customerA), remittance: 'Faktura 2024-118', purposeCode: 'SUPP' },
  { daysAgo: 8, amountMinor: -NOK(18750), ...ext(EXT.supplier), remittance: 'KID 0365320', purposeCode: 'SUPP' },
  { daysAgo: 15, amountMinor: NOK(48200), ...ext(EXT.customerB), remittance: 'Faktura 2024-112', purposeCode: 'SUPP' },
  { daysAgo: 31, amountMinor: -NOK(312000), ...ext(EXT.employer), remittance: 'Lønnskjøring', purposeCode: 'SALA' },
  { daysAgo: 52, amountMinor: NOK(87500), ...ext(EXT.customerA), remittance: 'Faktura 2024-097', purposeCode: 'SUPP' },
  { daysAgo: 80, amountMinor: -NOK(4300), ...ext(EXT.supplier), remittance: 'Kontorrekvisita', purposeCode: 'SUPP' },
];

const taxTransactions = (): SeedTransaction[] => [
  { daysAgo: 12, amountMinor: -NOK(96400), ...ext(EXT.tax), remittance: 'KID 0365327 Forskuddstrekk', purposeCode: 'TAXS' },
  { daysAgo: 31, amountMinor: NOK(96400), ...ext(EXT.employer), remittance: 'Skattetrekk', purposeCode: 'TAXS' },
  { daysAgo: 73, amountMinor: -NOK(91250), ...ext(EXT.tax), remittance: 'KID 2440997- Forskuddstrekk', purposeCode: 'TAXS' },
];

const EUR = (euros: number) => BigInt(Math.round(euros * 100));
const eurTransactions = (): SeedTransaction[] => [
  { daysAgo: 4, amountMinor: EUR(12500), counterpartyName: 'Hamburger Fischgroßhandel GmbH', counterpartyIban: 'DE89370400440532013000', counterpartyBban: '', remittance: 'Invoice 4471', purposeCode: 'SUPP' },
  { daysAgo: 27, amountMinor: -EUR(3200), counterpartyName: 'Logistique Atlantique SARL', counterpartyIban: 'FR1420041010050500013M02606', counterpartyBban: '', remittance: 'Freight 0923', purposeCode: 'SUPP' },
  { daysAgo: 58, amountMinor: EUR(8800), counterpartyName: 'Noord Vis B.V.', counterpartyIban: 'NL91ABNA0417164300', counterpartyBban: '', remittance: 'Invoice 4402', purposeCode: 'SUPP' },
];

/** The sandbox customers created by initialisation. */
export const SEED_CUSTOMERS: readonly SeedCustomer[] = [
  {
    customerNumber: '13039319955',
    name: 'Test Testperson 3',
    type: 'PRIVATE',
    accounts: [
      { accountName: 'Totalkonto', bban: '09232911044', iban: 'NO7809232911044', currency: 'NOK', product: 'Totalkonto', cashAccountType: 'CACC', balanceMinor: NOK(18000), transactions: privateTransactions(32500) },
      { accountName: 'Regningskonto', bban: '70323119469', iban: 'NO8870323119469', currency: 'NOK', product: 'Regningskonto', cashAccountType: 'CACC', balanceMinor: NOK(10000), transactions: billTransactions() },
    ],
    card: {
      maskedPan: '1234xxxxxxxx4321', name: 'Mastercard Gold', product: 'Basic Credit', creditLimitMinor: NOK(25000), balanceMinor: NOK(23251),
      transactions: [
        { daysAgo: 3, amountMinor: NOK(349), merchant: 'REMA 1000 MAJORSTUEN', mcc: '5411' },
        { daysAgo: 11, amountMinor: NOK(1400), merchant: 'SAS OSLO', mcc: '4511' },
        { daysAgo: 40, amountMinor: NOK(1200), merchant: 'HOTEL DE PARIS', mcc: '7011', original: { currency: 'EUR', amount: '100.00' }, markupFee: '21.00' },
      ],
    },
  },
  {
    customerNumber: '12085592767',
    name: 'Test Testperson 2',
    type: 'PRIVATE',
    accounts: [
      { accountName: 'Totalkonto', bban: '74712699947', iban: 'NO1874712699947', currency: 'NOK', product: 'Totalkonto', cashAccountType: 'CACC', balanceMinor: NOK(15796), transactions: privateTransactions(28900) },
      { accountName: 'Regningskonto', bban: '24628359081', iban: 'NO8824628359081', currency: 'NOK', product: 'Regningskonto', cashAccountType: 'CACC', balanceMinor: NOK(10000), transactions: billTransactions() },
    ],
    card: {
      maskedPan: '1234xxxxxxxx8765', name: 'Visa Classic', product: 'Basic Credit', creditLimitMinor: NOK(15000), balanceMinor: NOK(14102),
      transactions: [
        { daysAgo: 6, amountMinor: NOK(189), merchant: 'NARVESEN OSLO S', mcc: '5994' },
        { daysAgo: 22, amountMinor: NOK(709), merchant: 'XXL SPORT', mcc: '5941' },
      ],
    },
  },
  {
    customerNumber: '18129215603',
    name: 'Fjellvik Testbedrift AS',
    type: 'CORPORATE',
    accounts: [
      { accountName: 'Driftskonto', bban: '18202818400', currency: 'NOK', product: 'Bedriftskonto', cashAccountType: 'CACC', balanceMinor: NOK(452300), transactions: corporateTransactions() },
      { accountName: 'Skattetrekkskonto', bban: '18202818516', currency: 'NOK', product: 'Skattetrekkskonto', cashAccountType: 'TAXE', balanceMinor: NOK(96400), transactions: taxTransactions() },
    ],
    agreement: { name: 'Testavtale 1', psu: '13039319955' },
  },
  {
    customerNumber: '20079518612',
    name: 'Nordlys Testhandel AS',
    type: 'CORPORATE',
    accounts: [
      { accountName: 'Driftskonto', bban: '20072819013', currency: 'NOK', product: 'Bedriftskonto', cashAccountType: 'CACC', balanceMinor: NOK(218750), transactions: corporateTransactions() },
      { accountName: 'Valutakonto EUR', bban: '20072819129', currency: 'EUR', product: 'Valutakonto', cashAccountType: 'CACC', balanceMinor: EUR(33260.11), transactions: eurTransactions() },
    ],
    agreement: { name: 'Testavtale 2', psu: '12085592767' },
  },
];

/** Rows of every table for the seeded state of a world, dated relative to `now` (transaction ids are new each time). */
export function buildSeedRows(worldId: string, now: Date = new Date()) {
  const today = todayInNorway(now);
  // Distinct, increasing (listings keep this order) and all in the past: counted up from `now` the later seeded rows
  // were dated a few milliseconds ahead, so a customer created at once after an initialize listed before the last
  // seeded one (tests/routes/worlds.test.ts, two TPPs initialising concurrently). A world has a few hundred rows.
  const base = now.getTime() - 60_000;
  let tick = 0;
  const createdAt = () => new Date(base + tick++);

  const customers: { id: string; worldId: string; customerNumber: string; name: string; type: string; seeded: boolean; createdAt: Date }[] = [];
  const accounts: {
    id: string; worldId: string; customerId: string; accountName: string; bban: string; iban: string; currency: string; product: string; cashAccountType: string; creditLineMinor: bigint; createdAt: Date;
  }[] = [];
  const cardAccounts: {
    id: string; worldId: string; customerId: string; maskedPan: string; currency: string; name: string; product: string; status: string; cardId: string; cardIdVNo: string;
    accountNumber: string; expiry: string; creditLimitMinor: bigint; createdAt: Date;
  }[] = [];
  const balances: { id: string; accountId?: string; cardAccountId?: string; balanceType: string; amountMinor: bigint; currency: string; referenceDate: string; lastChangeDateTime: Date }[] = [];
  const transactions: TransactionInsert[] = [];
  const agreements: { id: string; worldId: string; ownerCustomerId: string; name: string; createdAt: Date }[] = [];
  const engagements: { id: string; worldId: string; agreementId: string; customerNumber: string; accountId: string; roles: string }[] = [];

  for (const c of SEED_CUSTOMERS) {
    const customerId = seedId(worldId, 'customer', c.customerNumber);
    customers.push({ id: customerId, worldId, customerNumber: c.customerNumber, name: c.name, type: c.type, seeded: true, createdAt: createdAt() });
    const accountIds: string[] = [];
    for (const a of c.accounts) {
      const id = seedId(worldId, 'account', a.bban);
      accountIds.push(id);
      const iban = a.iban ?? norwegianIbanFromBban(a.bban);
      accounts.push({ id, worldId, customerId, accountName: a.accountName, bban: a.bban, iban, currency: a.currency, product: a.product, cashAccountType: a.cashAccountType, creditLineMinor: 0n, createdAt: createdAt() });
      balances.push(
        { id: childId(id, 0), accountId: id, balanceType: 'expected', amountMinor: a.balanceMinor, currency: a.currency, referenceDate: today, lastChangeDateTime: now },
        { id: childId(id, 1), accountId: id, balanceType: 'interimAvailable', amountMinor: a.balanceMinor, currency: a.currency, referenceDate: today, lastChangeDateTime: now },
      );
      // Oldest first, so that creation order (seq) follows the booking dates.
      for (const t of [...a.transactions].sort((x, y) => y.daysAgo - x.daysAgo)) {
        const date = addDays(today, -t.daysAgo);
        const incoming = t.amountMinor > 0n;
        const self = { name: c.name, iban, bban: a.bban };
        const other = { name: t.counterpartyName, iban: t.counterpartyIban, bban: t.counterpartyBban };
        const creditor = incoming ? self : other;
        const debtor = incoming ? other : self;
        transactions.push({
          id: newId(),
          accountId: id,
          amountMinor: t.amountMinor,
          currency: a.currency,
          valueDate: date,
          bookingDate: date,
          remittanceInformationUnstructured: t.remittance,
          creditorName: creditor.name,
          creditorIban: creditor.iban,
          creditorBban: creditor.bban,
          debtorName: debtor.name,
          debtorIban: debtor.iban,
          debtorBban: debtor.bban,
          ultimateCreditor: creditor.name,
          ultimateDebtor: debtor.name,
          purposeCode: t.purposeCode,
          bankTransactionCode: incoming ? 'PMNT-RCDT-DMCT' : 'PMNT-ICDT-DMCT',
        });
      }
    }
    if (c.card) {
      const id = seedId(worldId, 'card-account', `${c.customerNumber}:${c.card.maskedPan}`);
      const expiry = `${Number(today.slice(0, 4)) + 3}-12-31`;
      cardAccounts.push({
        id, worldId, customerId, maskedPan: c.card.maskedPan, currency: 'NOK', name: c.card.name, product: c.card.product, status: 'enabled', cardId: '1', cardIdVNo: '2',
        accountNumber: `5${c.customerNumber}`, expiry, creditLimitMinor: c.card.creditLimitMinor, createdAt: createdAt(),
      });
      balances.push({ id: childId(id, 0), cardAccountId: id, balanceType: 'expected', amountMinor: c.card.balanceMinor, currency: 'NOK', referenceDate: today, lastChangeDateTime: now });
      for (const t of [...c.card.transactions].sort((x, y) => y.daysAgo - x.daysAgo)) {
        const date = addDays(today, -t.daysAgo);
        const id0 = newId();
        // Berlin Group cardTransactionId is Max35Text: the UUID without dashes.
        const cardTransactionId = id0.replace(/-/g, '');
        transactions.push({
          id: id0,
          cardAccountId: id,
          amountMinor: t.amountMinor,
          currency: 'NOK',
          valueDate: date,
          bookingDate: addDays(date, 1) > today ? date : addDays(date, 1),
          bankTransactionCode: '',
          cardDetails: JSON.stringify({
            cardTransactionId,
            terminalId: `T${String(t.mcc)}01`,
            transactionDate: date,
            originalAmount: t.original ?? { currency: 'NOK', amount: (Number(t.amountMinor) / 100).toFixed(2) },
            merchantCategoryCode: t.mcc,
            ...(t.markupFee ? { markupFee: { currency: 'NOK', amount: t.markupFee }, markupFeePercentage: '1.75' } : {}),
            cardAcceptorId: t.merchant.replace(/\W+/g, '').slice(0, 15),
            cardAcceptorAddress: { townName: t.merchant.includes('PARIS') ? 'Paris' : 'Oslo', country: t.merchant.includes('PARIS') ? 'FR' : 'NO' },
            maskedPan: c.card.maskedPan,
            transactionDetails: t.merchant,
            invoiced: t.daysAgo > 30,
          }),
        });
      }
    }
    if (c.agreement) {
      const agreementId = seedId(worldId, 'agreement', `${c.customerNumber}:${c.agreement.name}`);
      agreements.push({ id: agreementId, worldId, ownerCustomerId: customerId, name: c.agreement.name, createdAt: createdAt() });
      accountIds.forEach((accountId, i) =>
        engagements.push({ id: childId(agreementId, i), worldId, agreementId, customerNumber: c.agreement!.psu, accountId, roles: 'VIEW,REGISTER' }),
      );
    }
  }
  return { customers, accounts, cardAccounts, balances, transactions, agreements, engagements };
}
