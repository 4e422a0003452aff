-- Partial indexes (issue 13, batch of 100,000): the indexes on columns that are NULL for nearly every row hold only the
-- rows where they are set. A batch booking, a sandbox transaction and most payments have no card account, no parent
-- batch booking and no signing basket; every such row cost an index entry that no query reads (queries ask for a
-- value: `= $1` implies IS NOT NULL, so they use these indexes as before). The same in prisma/schema.prisma
-- (`where: raw(...)`, preview feature partialIndexes); tests/routes/schema-drift.test.ts compares the predicates.
DROP INDEX "Transaction_cardAccountId_bookingDate_seq_idx";
CREATE INDEX "Transaction_cardAccountId_bookingDate_seq_idx" ON "Transaction"("cardAccountId", "bookingDate", "seq") WHERE "cardAccountId" IS NOT NULL;
DROP INDEX "Transaction_parentId_idx";
CREATE INDEX "Transaction_parentId_idx" ON "Transaction"("parentId") WHERE "parentId" IS NOT NULL;
DROP INDEX "Payment_basketId_idx";
CREATE INDEX "Payment_basketId_idx" ON "Payment"("basketId") WHERE "basketId" IS NOT NULL;
