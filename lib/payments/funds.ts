// Funds of a debtor account and sandbox currency conversion for payments in another currency than the account's.
import { currencyDecimals } from '../money.ts';

/**
 * Indicative sandbox rates, NOK per unit, scaled by 10 000. The sandbox converts a payment whose instructed currency
 * differs from the debtor (or creditor) account currency with these; other currencies cannot be paid from such
 * accounts (400 at initiation).
 */
const NOK_PER_UNIT_E4: Readonly<Record<string, bigint>> = {
  NOK: 10_000n,
  EUR: 115_000n,
  USD: 105_000n,
  GBP: 134_000n,
  SEK: 9_800n,
  DKK: 15_400n,
  CHF: 120_000n,
};

/** `minor` units of `from` in minor units of `to` (rounded half up), or null when the sandbox has no rate. */
export function convertMinor(minor: bigint, from: string, to: string): bigint | null {
  if (from === to) return minor;
  const rf = NOK_PER_UNIT_E4[from];
  const rt = NOK_PER_UNIT_E4[to];
  if (rf === undefined || rt === undefined) return null;
  const num = minor * rf * 10n ** BigInt(currencyDecimals(to));
  const den = rt * 10n ** BigInt(currencyDecimals(from));
  const negative = num < 0n;
  const abs = negative ? -num : num;
  const q = (abs * 2n + den) / (2n * den);
  return negative ? -q : q;
}

/** Balance types a booking moves (opening/closing balances mark reporting periods and stay as they are). */
export const BOOKING_BALANCE_TYPES = ['expected', 'interimAvailable', 'interimBooked', 'forwardAvailable'] as const;

/** The balance a funds check uses: interimAvailable, else expected, else interimBooked, else closingBooked, else 0. */
export function spendableBalance(balances: { balanceType: string; amountMinor: bigint }[]): bigint {
  for (const type of ['interimAvailable', 'expected', 'interimBooked', 'closingBooked']) {
    const b = balances.find((x) => x.balanceType === type);
    if (b) return b.amountMinor;
  }
  return 0n;
}

/** Funds available for payments: the spendable balance plus the credit line (minor units of the account currency). */
export function availableFunds(account: { creditLineMinor: bigint; balances: { balanceType: string; amountMinor: bigint }[] }): bigint {
  return spendableBalance(account.balances) + account.creditLineMinor;
}
