// Amounts as the API returns them: the decimal text with the currency's decimals (ISO 4217: NOK 2, JPY 0, KWD 3),
// never rounded, never grouped. 299.9 NOK → "299.90"; a value with more decimals than that is shown unchanged.
import { currencyDecimals } from '../money.ts';

/** The exact decimal text of a JSON amount (number or decimal string) in `currency`. */
export function formatApiAmount(amount: number | string, currency: string): string {
  const text = typeof amount === 'number' ? String(amount) : amount;
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) return text;
  const [, sign, int, frac = ''] = m;
  const decimals = currencyDecimals(currency);
  if (frac.length > decimals) return text;
  return decimals === 0 ? `${sign}${int}` : `${sign}${int}.${frac.padEnd(decimals, '0')}`;
}

/** "299.90 NOK". */
export const formatMoney = (a: { amount: number | string; currency: string }): string => `${formatApiAmount(a.amount, a.currency)} ${a.currency}`;

/** The input hint of an amount field in `currency`: what the API accepts. */
export function amountHint(currency: string): string {
  const decimals = currencyDecimals(currency);
  return decimals === 0 ? `Whole ${currency}, e.g. 1500.` : `Dot as decimal separator, at most ${decimals} decimals, e.g. ${decimals === 2 ? '299.90' : '299.905'}.`;
}
