// Money: amounts are stored as BigInt minor units (NOK 100.33 → 10033n); the number of decimals follows the
// currency (ISO 4217 minor unit). parseAmount and formatAmount convert between JSON values and minor units.
import { Xs2aError } from './errors.ts';

/** Active ISO 4217 currency codes (plus XDR/XSU), as listed by ICU. */
export const ISO_CURRENCIES: ReadonlySet<string> = new Set(
  ('AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN BWP BYN BZD CAD CDF CHF ' +
    'CLP CNY COP CRC CUC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD GNF GTQ GYD HKD HNL ' +
    'HRK HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD ' +
    'MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR ' +
    'RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLE SLL SOS SRD SSP STN SVC SYP SZL THB TJS TMT TND TOP TRY TTD TWD ' +
    'TZS UAH UGX USD UYU UZS VES VND VUV WST XAF XCD XCG XDR XOF XPF XSU YER ZAR ZMW ZWG ZWL').split(' '),
);

/** Currencies without minor units (ISO 4217 exponent 0). */
const ZERO_DECIMALS = new Set(['BIF', 'CLP', 'DJF', 'GNF', 'ISK', 'JPY', 'KMF', 'KRW', 'PYG', 'RWF', 'UGX', 'UYI', 'VND', 'VUV', 'XAF', 'XOF', 'XPF']);
/** Currencies with three decimals (ISO 4217 exponent 3). */
const THREE_DECIMALS = new Set(['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND']);

/** At most this many digits in an amount (integer and fraction together): minor units stay exact as a JS number. */
export const MAX_AMOUNT_DIGITS = 15;

/** True for an active ISO 4217 code in upper case. */
export function isIsoCurrency(code: string): boolean {
  return ISO_CURRENCIES.has(code);
}

/** The number of decimals of a currency: 0 (JPY, ISK, …), 3 (KWD, BHD, …) or 2 (NOK, EUR, SEK, DKK, USD, GBP, all others). */
export function currencyDecimals(currency: string): number {
  if (ZERO_DECIMALS.has(currency)) return 0;
  if (THREE_DECIMALS.has(currency)) return 3;
  return 2;
}

export interface ParseAmountOptions {
  /** JSON path for the error message, e.g. "balances[0].balanceAmount.amount". Default "amount". */
  path?: string;
  /** Accept negative amounts (default true). */
  allowNegative?: boolean;
}

/** Why an amount is not acceptable, or null when it is. */
export function amountProblem(value: unknown, currency: string, allowNegative = true): string | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return 'must be a finite number';
    text = String(value);
    if (/e/i.test(text)) return Math.abs(value) >= 1 ? `has more than ${MAX_AMOUNT_DIGITS} digits` : `has more decimals than ${currency} allows (${currencyDecimals(currency)})`;
  } else if (typeof value === 'string') {
    text = value;
  } else {
    return 'must be a number or a decimal string';
  }
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) return 'must be a decimal number with a dot as decimal separator, e.g. "1500.50"';
  const [, sign, int = '', frac = ''] = m;
  if (sign && !allowNegative && /[1-9]/.test(int + frac)) return 'must not be negative';
  const decimals = currencyDecimals(currency);
  if (frac.length > decimals && /[1-9]/.test(frac.slice(decimals))) return `has more decimals than ${currency} allows (${decimals})`;
  const digits = int.replace(/^0+(?=\d)/, '') + frac.slice(0, decimals).padEnd(decimals, '0');
  if (digits.replace(/^0+/, '').length > MAX_AMOUNT_DIGITS) return `has more than ${MAX_AMOUNT_DIGITS} digits`;
  return null;
}

/**
 * Minor units of a JSON amount in `currency`: a number (1500, 100.33) or a decimal string ("100.33", "-1.50").
 * Rejects NaN/Infinity, exponents, more decimals than the currency has (trailing zeros are fine), and more than
 * 15 digits, with a FORMAT_ERROR naming `options.path`.
 */
export function parseAmount(value: number | string, currency: string, options: ParseAmountOptions = {}): bigint {
  const path = options.path ?? 'amount';
  const problem = amountProblem(value, currency, options.allowNegative ?? true);
  if (problem) throw new Xs2aError('FORMAT_ERROR', `${path} ${problem}`, { path });
  const [, sign, int = '0', frac = ''] = /^(-?)(\d+)(?:\.(\d+))?$/.exec(String(value))!;
  const decimals = currencyDecimals(currency);
  const minor = BigInt(int + frac.slice(0, decimals).padEnd(decimals, '0'));
  return sign ? -minor : minor;
}

/** The decimal string of minor units with the currency's decimals: 10033n NOK → "100.33", -5n NOK → "-0.05", 100n JPY → "100". */
export function minorToDecimalString(minor: bigint, currency: string): string {
  const decimals = currencyDecimals(currency);
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(decimals + 1, '0');
  const text = decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
  return negative ? `-${text}` : text;
}

/**
 * A JSON amount of minor units: with `asString` the decimal string with exactly the currency's decimals
 * (x-accept-fix amount-as-string), otherwise a number (1000000n NOK → 10000, 10033n → 100.33).
 */
export function formatAmount(minor: bigint, currency: string, asString: true): string;
export function formatAmount(minor: bigint, currency: string, asString: false): number;
export function formatAmount(minor: bigint, currency: string, asString: boolean): string | number;
export function formatAmount(minor: bigint, currency: string, asString: boolean): string | number {
  const text = minorToDecimalString(minor, currency);
  return asString ? text : Number(text);
}

/** Whole major units, rounded half away from zero (10050n NOK → 101, -10049n → -100). */
export function minorToWholeUnits(minor: bigint, currency: string): bigint {
  const factor = 10n ** BigInt(currencyDecimals(currency));
  if (factor === 1n) return minor;
  const abs = minor < 0n ? -minor : minor;
  const whole = (abs + factor / 2n) / factor;
  return minor < 0n ? -whole : whole;
}
