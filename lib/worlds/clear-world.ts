// Deletes the bank data of a world: customers, accounts, card accounts, balances, transactions (batch entries
// included), agreements and engagements. Explicitly, table by table and children first, each statement led by the
// world's index (or by the account ids of the world): the foreign-key cascades then find nothing left to do.
import type { Tx } from '../db/client.ts';

/** Deletes the world's customers and everything hanging off them, inside the caller's transaction. */
export async function clearWorld(tx: Tx, worldId: string): Promise<void> {
  await tx.engagement.deleteMany({ where: { worldId } });
  await tx.agreement.deleteMany({ where: { worldId } });
  // Batch-booking entries have no account of their own: they hang off their parent booking.
  await tx.$executeRaw`DELETE FROM "Transaction" WHERE "parentId" IN (SELECT "id" FROM "Transaction" WHERE "accountId" IN (SELECT "id" FROM "Account" WHERE "worldId" = ${worldId}))`;
  await tx.$executeRaw`DELETE FROM "Transaction" WHERE "accountId" IN (SELECT "id" FROM "Account" WHERE "worldId" = ${worldId})`;
  await tx.$executeRaw`DELETE FROM "Transaction" WHERE "cardAccountId" IN (SELECT "id" FROM "CardAccount" WHERE "worldId" = ${worldId})`;
  await tx.$executeRaw`DELETE FROM "Balance" WHERE "accountId" IN (SELECT "id" FROM "Account" WHERE "worldId" = ${worldId})`;
  await tx.$executeRaw`DELETE FROM "Balance" WHERE "cardAccountId" IN (SELECT "id" FROM "CardAccount" WHERE "worldId" = ${worldId})`;
  await tx.cardAccount.deleteMany({ where: { worldId } });
  await tx.account.deleteMany({ where: { worldId } });
  await tx.customer.deleteMany({ where: { worldId } });
}
