// GET /v1/accounts/{account-id}/transactions/{transactionId}: one transaction; a batch lists its entryDetails.
import type { Db } from '../db/client.ts';
import { Xs2aError } from '../errors.ts';
import { consentedAccount, type AisAccess } from './account-access.ts';
import { entry, transaction, type Fixes } from './shape.ts';

/** The transaction details, with the batch's entries in entryDetails. */
export async function getTransactionDetails(opts: { db: Db; access: AisAccess; accountId: string; transactionId: string; fixes: Fixes }) {
  const account = await consentedAccount(opts.db, opts.access, opts.accountId);
  const row = await opts.db.transaction.findFirst({ where: { id: opts.transactionId, accountId: account.id, parentId: null } });
  if (!row) throw new Xs2aError('RESOURCE_UNKNOWN', `No transaction ${opts.transactionId.slice(0, 60)} on this account`, { where: 'path' });
  const entries = await opts.db.transaction.findMany({ where: { parentId: row.id }, orderBy: { seq: 'asc' } });
  const base = transaction(row, account.id, opts.fixes, entries.length);
  const { _links: _ignored, ...details } = base;
  return {
    transactionsDetails: {
      transactionDetails: {
        ...details,
        ...(entries.length ? { batchIndicator: true, batchNumberOfTransactions: entries.length, entryDetails: entries.map((e) => entry(e, opts.fixes)) } : {}),
      },
    },
  };
}
