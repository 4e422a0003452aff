-- Offsets of the account report in constant time (issue 13, "flat at scale"): every 250th entry of an account's
-- top-level BOOKED or PENDING list, written lazily by lib/accounts/transaction-marks.ts. A mark says "the entry with
-- this (bookingDate, seq) is the n-th from the oldest"; inserting, deleting or moving an entry shifts the entries
-- after it, so the triggers below delete every mark at or after it in the same transaction. Appending (a newer
-- booking date, or the same date with the next seq) deletes nothing.
CREATE TABLE "TransactionMark" (
    "accountId" TEXT NOT NULL,
    "bookingStatus" TEXT NOT NULL,
    "n" INTEGER NOT NULL,
    "bookingDate" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,

    CONSTRAINT "TransactionMark_pkey" PRIMARY KEY ("accountId", "bookingStatus", "n"),
    CONSTRAINT "TransactionMark_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "TransactionMark_accountId_bookingStatus_bookingDate_seq_idx" ON "TransactionMark"("accountId", "bookingStatus", "bookingDate", "seq");

-- Once per statement (a batch page or a bulk load is one statement of many rows): the oldest changed entry of each
-- list. Writers hold a shared advisory lock per account until they commit; writing marks takes it exclusively (and
-- only when it is free), so marks are never built from a snapshot that misses a change committed after it. An
-- UPDATE counts only for rows whose list or place changed (account, status, top level, booking date).
CREATE FUNCTION "transaction_marks_invalidate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM pg_advisory_xact_lock_shared(hashtext('transaction-marks|' || a))
      FROM (SELECT DISTINCT "accountId" AS a FROM new_rows c WHERE "accountId" IS NOT NULL AND "parentId" IS NULL ORDER BY 1) x;
    DELETE FROM "TransactionMark" m USING (
      SELECT DISTINCT ON ("accountId", "bookingStatus") "accountId", "bookingStatus", "bookingDate", "seq" FROM new_rows c
      WHERE "accountId" IS NOT NULL AND "parentId" IS NULL ORDER BY "accountId", "bookingStatus", "bookingDate", "seq") f
    WHERE m."accountId" = f."accountId" AND m."bookingStatus" = f."bookingStatus"
      AND m."bookingDate" >= f."bookingDate" AND (m."bookingDate" > f."bookingDate" OR m."seq" >= f."seq");
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_advisory_xact_lock_shared(hashtext('transaction-marks|' || a))
      FROM (SELECT DISTINCT "accountId" AS a FROM old_rows c WHERE "accountId" IS NOT NULL AND "parentId" IS NULL ORDER BY 1) x;
    DELETE FROM "TransactionMark" m USING (
      SELECT DISTINCT ON ("accountId", "bookingStatus") "accountId", "bookingStatus", "bookingDate", "seq" FROM old_rows c
      WHERE "accountId" IS NOT NULL AND "parentId" IS NULL ORDER BY "accountId", "bookingStatus", "bookingDate", "seq") f
    WHERE m."accountId" = f."accountId" AND m."bookingStatus" = f."bookingStatus"
      AND m."bookingDate" >= f."bookingDate" AND (m."bookingDate" > f."bookingDate" OR m."seq" >= f."seq");
  ELSE
    PERFORM pg_advisory_xact_lock_shared(hashtext('transaction-marks|' || a))
      FROM (SELECT DISTINCT "accountId" AS a FROM (SELECT o.* FROM old_rows o JOIN new_rows n ON n."seq" = o."seq"
            WHERE (o."accountId", o."bookingStatus", o."parentId", o."bookingDate") IS DISTINCT FROM (n."accountId", n."bookingStatus", n."parentId", n."bookingDate")) c WHERE "accountId" IS NOT NULL AND "parentId" IS NULL ORDER BY 1) x;
    DELETE FROM "TransactionMark" m USING (
      SELECT DISTINCT ON ("accountId", "bookingStatus") "accountId", "bookingStatus", "bookingDate", "seq" FROM (SELECT o.* FROM old_rows o JOIN new_rows n ON n."seq" = o."seq"
            WHERE (o."accountId", o."bookingStatus", o."parentId", o."bookingDate") IS DISTINCT FROM (n."accountId", n."bookingStatus", n."parentId", n."bookingDate")) c
      WHERE "accountId" IS NOT NULL AND "parentId" IS NULL ORDER BY "accountId", "bookingStatus", "bookingDate", "seq") f
    WHERE m."accountId" = f."accountId" AND m."bookingStatus" = f."bookingStatus"
      AND m."bookingDate" >= f."bookingDate" AND (m."bookingDate" > f."bookingDate" OR m."seq" >= f."seq");
    PERFORM pg_advisory_xact_lock_shared(hashtext('transaction-marks|' || a))
      FROM (SELECT DISTINCT "accountId" AS a FROM (SELECT n.* FROM old_rows o JOIN new_rows n ON n."seq" = o."seq"
            WHERE (o."accountId", o."bookingStatus", o."parentId", o."bookingDate") IS DISTINCT FROM (n."accountId", n."bookingStatus", n."parentId", n."bookingDate")) c WHERE "accountId" IS NOT NULL AND "parentId" IS NULL ORDER BY 1) x;
    DELETE FROM "TransactionMark" m USING (
      SELECT DISTINCT ON ("accountId", "bookingStatus") "accountId", "bookingStatus", "bookingDate", "seq" FROM (SELECT n.* FROM old_rows o JOIN new_rows n ON n."seq" = o."seq"
            WHERE (o."accountId", o."bookingStatus", o."parentId", o."bookingDate") IS DISTINCT FROM (n."accountId", n."bookingStatus", n."parentId", n."bookingDate")) c
      WHERE "accountId" IS NOT NULL AND "parentId" IS NULL ORDER BY "accountId", "bookingStatus", "bookingDate", "seq") f
    WHERE m."accountId" = f."accountId" AND m."bookingStatus" = f."bookingStatus"
      AND m."bookingDate" >= f."bookingDate" AND (m."bookingDate" > f."bookingDate" OR m."seq" >= f."seq");
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER "Transaction_marks_after_insert" AFTER INSERT ON "Transaction"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "transaction_marks_invalidate"();
CREATE TRIGGER "Transaction_marks_after_update" AFTER UPDATE ON "Transaction"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "transaction_marks_invalidate"();
CREATE TRIGGER "Transaction_marks_after_delete" AFTER DELETE ON "Transaction"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "transaction_marks_invalidate"();
