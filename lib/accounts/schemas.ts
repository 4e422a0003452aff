// Query parameters of the account-information operations (one schema each, reused by the OpenAPI document).
import { z } from 'zod';
import { isIsoDate } from '../sandbox/dates.ts';

const bool = z
  .enum(['true', 'false'], { error: 'must be true or false' })
  .transform((v) => v === 'true');

const date = z.string().refine(isIsoDate, { message: 'must be a date written YYYY-MM-DD' });

/** GET /v1/accounts, /v1/accounts/{id}, card accounts. */
export const accountQuerySchema = z.object({
  withBalance: bool.optional().meta({ description: 'true includes the balances of each account.' }),
});

/** GET /v1/accounts/{id}/transactions and card-account transactions. */
export const transactionsQuerySchema = z.object({
  bookingStatus: z
    .enum(['booked', 'pending', 'both', 'all'], { error: 'must be booked, pending, both or all' })
    .default('booked')
    .meta({ description: 'booked, pending, both (booked and pending) or all.' }),
  dateFrom: date.optional().meta({ description: 'First booking date to include (default: 90 days ago).', example: '2026-09-01' }),
  dateTo: date.optional().meta({ description: 'Last booking date to include (default: today).' }),
  offset: z.coerce.number({ error: 'must be a whole number ≥ 0' }).int('must be a whole number ≥ 0').min(0, 'must be ≥ 0').default(0).meta({ description: 'Transactions skipped before counting limit.' }),
  limit: z.coerce.number({ error: 'must be a whole number from 1 to 1000' }).int('must be a whole number from 1 to 1000').min(1, 'must be at least 1').max(1000, 'must be at most 1000').default(100).meta({ description: 'Transactions per page (1-1000); follow _links.next.' }),
  withBalance: bool.optional(),
  deltaList: z.string().optional(),
  entryReferenceFrom: z.string().optional(),
});
export type TransactionsQuery = z.infer<typeof transactionsQuerySchema>;
