// The kernel's zod vocabulary: the primitives every domain's request and response schemas are built from (dates,
// currencies, amounts, account numbers, links, bounded texts, boolean and int32 query parameters).
import { z } from 'zod';
import { amountProblem, isIsoCurrency } from '../money.ts';
import { isValidIban } from '../checksums/iban.ts';
import { isIsoDate } from '../dates.ts';

/** Largest int32, the bound of whole-number query parameters and sandbox amounts. */
export const MAX_INT32 = 2_147_483_647;

/**
 * A string matched case-insensitively (ignoring '_' and '-') against `values` and turned into the canonical value.
 * A plain string in JSON Schema, so the platform's spellings (EXPECTED, private, ENABLED) stay valid examples.
 */
export function caseInsensitiveEnum<const T extends readonly string[]>(values: T) {
  const key = (v: string) => v.replace(/[_-]/g, '').toLowerCase();
  const byKey = new Map<string, T[number]>(values.map((v) => [key(v), v]));
  return z
    .string()
    .refine((v) => byKey.has(key(v)), { message: `must be one of ${values.join(', ')} (case-insensitive)` })
    .transform((v) => byKey.get(key(v))!);
}

// ---------------------------------------------------------------------------------------------------------------
// Building blocks

/** YYYY-MM-DD, a real calendar date. */
export const isoDateSchema = z
  .string()
  .refine(isIsoDate, { message: 'must be a date written YYYY-MM-DD' })
  .meta({ description: 'ISO 8601 calendar date (YYYY-MM-DD).', example: '2019-05-12' });

/** ISO 4217 currency code, upper case. */
export const currencySchema = z
  .string()
  .refine((v) => /^[A-Z]{3}$/.test(v) && isIsoCurrency(v), { message: 'must be an ISO 4217 currency code such as NOK' })
  .meta({ description: 'ISO 4217 currency code.', example: 'NOK' });

/** A JSON amount: a number or a decimal string with a dot; decimals as the currency allows. */
export const amountValueSchema = z
  .union([z.number(), z.string()], { error: 'must be a number or a decimal string such as "1500.50"' })
  .meta({
    description:
      'Amount in major units: a JSON number or a decimal string with a dot as separator; at most the decimals of the currency (NOK 2, JPY 0) and 15 digits.',
    example: 10000,
  });

/** {currency, amount}. */
export const amountSchema = z
  .object({ currency: currencySchema, amount: amountValueSchema })
  .superRefine((v, ctx) => {
    if (!isIsoCurrency(v.currency)) return; // reported by currencySchema
    const problem = amountProblem(v.amount, v.currency);
    if (problem) ctx.addIssue({ code: 'custom', path: ['amount'], message: `amount ${problem}` });
  })
  .meta({ description: 'An amount with its currency.', example: { currency: 'NOK', amount: 10000 } });

/** IBAN of a mock account or a counterparty: ISO 13616 form and MOD 97 (the Norwegian BBAN MOD11 is not required). */
export const ibanSchema = z
  .string()
  .refine((v) => isValidIban(v, { nationalCheck: false }), {
    message: 'must be an IBAN in electronic form (no spaces) with a valid length and MOD 97 check digits',
  })
  .meta({ description: 'IBAN (ISO 13616), electronic form.', example: 'NO2390412263056' });

/** BBAN: 1..30 letters and digits (a Norwegian BBAN has 11 digits). */
export const bbanSchema = z
  .string()
  .regex(/^[A-Za-z0-9]{1,30}$/, 'must be 1 to 30 letters and digits (a Norwegian BBAN has 11 digits)')
  .meta({ description: 'BBAN; Norwegian account numbers have 11 digits.', example: '90412263056' });

/** A link: target and accepted methods. */
export const linkSchema = z
  .object({
    href: z.string().meta({ description: 'Target path.' }),
    verbs: z.array(z.enum(['GET', 'POST', 'PUT', 'DELETE'])).meta({ description: 'HTTP methods the target accepts.' }),
  })
  .meta({ description: 'Link object.', example: { href: '/v1/sandbox/customers/8f0c…', verbs: ['GET', 'DELETE'] } });

/** A link object as the platform writes it: target and the HTTP methods it accepts. */
export type Link = z.output<typeof linkSchema>;
export type Verb = Link['verbs'][number];

/** A link to `href` accepting `verbs`. */
export function link(href: string, ...verbs: Verb[]): Link {
  return { href, verbs };
}

export const text = (max: number, description: string, example?: string) =>
  z.string().max(max, `must be at most ${max} characters`).meta({ description, ...(example === undefined ? {} : { example }) });

export const nonBlank = (max: number, description: string, example?: string) =>
  text(max, description, example).refine((v) => v.trim().length > 0, { message: 'must not be empty' });

// ---------------------------------------------------------------------------------------------------------------
// Query parameters

/** A boolean query parameter: true or false (case-insensitive). */
export const booleanQuerySchema = z
  .string()
  .refine((v) => /^(true|false)$/i.test(v), { message: 'must be true or false' })
  .transform((v) => v.toLowerCase() === 'true')
  .meta({ description: 'true or false.', example: 'true' });

/** A non-negative int32 query parameter. */
export const intQuery = (min: number, description: string, example: string) =>
  z
    .string()
    .refine((v) => /^\d{1,10}$/.test(v) && Number(v) <= MAX_INT32, { message: 'must be a whole number (int32)' })
    .transform(Number)
    .refine((n) => n >= min, { message: `must be at least ${min}` })
    .meta({ description, example });

/** The UUID grammar (8-4-4-4-12 hex digits, either case), for X-Request-ID, PSU-ID, PSU-Device-ID and the like. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
