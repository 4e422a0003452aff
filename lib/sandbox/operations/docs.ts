// Documentation and path parameters shared by the sandbox mock-data declarations (/v1/sandbox/..., spec 1.7, 2.3,
// 2.4, 4.2, 4.3, 4.4). The developer portal's sandbox management dispatches to the same declarations.
import { z } from 'zod';
import { TAG } from '../../http/tags.ts';
import { tppMessagesSchema } from '../../errors.ts';
import { MAX_TRANSACTIONS_PER_REQUEST } from '../schemas.ts';

/** What every sandbox operation shares: tag, and 404 in production mode. */
export const sandbox = { tag: TAG.sandbox, sandbox: true } as const;

/** The 404 of an unknown resource in the path (one of another TPP's sandbox world is unknown too). */
export const notFound = (what: string) => ({ 404: { description: `RESOURCE_UNKNOWN: no ${what} with this id in your sandbox world.`, schema: tppMessagesSchema } });

const customerId = z.string().meta({ description: 'Id of a sandbox customer (customerId).' });
const mockAccountId = z.string().meta({ description: 'Id of a mock account (accountId from POST /v1/sandbox/accounts or the customer list).' });
const cardAccountId = z.string().meta({ description: 'Id of a mock card account.' });
const transactionId = z.string().meta({ description: 'Id of a transaction.' });
const agreementId = z.string().meta({ description: 'Id of a sandbox agreement.' });

export const customerParams = z.object({ customerId });
export const accountParams = z.object({ mockAccountId });
export const accountTransactionParams = z.object({ mockAccountId, transactionId });
export const cardAccountParams = z.object({ cardAccountId });
export const cardTransactionParams = z.object({ cardAccountId, transactionId });
export const agreementParams = z.object({ agreementId });

export const TRANSACTION_RULES =
  `A JSON array of 1..${MAX_TRANSACTIONS_PER_REQUEST} transactions, or one object; all are validated before any is stored, and one bad item ` +
  'rejects the request with 400 and a path such as [2].bankTransactionCode. Booking and value date must not be in the future and the ' +
  'booking date not after the value date; the currency must be the account currency.';
