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

-- Once per statement (a batch page or a bulk load is one statement of many rows), with the oldest changed entry of
-- each list as `changed` (jsonb rows of accountId, bookingStatus, bookingDate, seq). Writers hold a shared advisory
-- lock per account until they commit; writing marks takes it exclusively (and only when it is free), so marks are
-- never built from a snapshot that misses a change committed after it.
CREATE FUNCTION "transaction_marks_forget"(changed jsonb) RETURNS void LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock_shared(hashtext('transaction-marks|' || a))
    FROM (SELECT DISTINCT c."accountId" AS a FROM jsonb_to_recordset(changed) AS c("accountId" text) ORDER BY 1) x;
  DELETE FROM "TransactionMark" m
    USING jsonb_to_recordset(changed) AS f("accountId" text, "bookingStatus" text, "bookingDate" text, "seq" integer)
    WHERE m."accountId" = f."accountId" AND m."bookingStatus" = f."bookingStatus"
      AND m."bookingDate" >= f."bookingDate" AND (m."bookingDate" > f."bookingDate" OR m."seq" >= f."seq");
$$;

-- The rows a statement changed, reduced to the oldest per list: inserted, deleted, or (UPDATE) moved — their list or
-- place changed (account, status, top level, booking date) — both where they were and where they are.
CREATE FUNCTION "transaction_marks_invalidate"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(k) INTO changed FROM (SELECT DISTINCT ON ("accountId", "bookingStatus") "accountId", "bookingStatus", "bookingDate", "seq"
      FROM new_rows WHERE "accountId" IS NOT NULL AND "parentId" IS NULL ORDER BY "accountId", "bookingStatus", "bookingDate", "seq") k;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(k) INTO changed FROM (SELECT DISTINCT ON ("accountId", "bookingStatus") "accountId", "bookingStatus", "bookingDate", "seq"
      FROM old_rows WHERE "accountId" IS NOT NULL AND "parentId" IS NULL ORDER BY "accountId", "bookingStatus", "bookingDate", "seq") k;
  ELSE
    SELECT jsonb_agg(k) INTO changed FROM (SELECT DISTINCT ON ("accountId", "bookingStatus") "accountId", "bookingStatus", "bookingDate", "seq"
      FROM (SELECT CASE WHEN was THEN o."accountId" ELSE n."accountId" END AS "accountId", CASE WHEN was THEN o."bookingStatus" ELSE n."bookingStatus" END AS "bookingStatus",
                   CASE WHEN was THEN o."parentId" ELSE n."parentId" END AS "parentId", CASE WHEN was THEN o."bookingDate" ELSE n."bookingDate" END AS "bookingDate", o."seq"
            FROM old_rows o JOIN new_rows n ON n."seq" = o."seq" CROSS JOIN (VALUES (true), (false)) AS sides(was)
            WHERE (o."accountId", o."bookingStatus", o."parentId", o."bookingDate") IS DISTINCT FROM (n."accountId", n."bookingStatus", n."parentId", n."bookingDate")) moved
      WHERE "accountId" IS NOT NULL AND "parentId" IS NULL ORDER BY "accountId", "bookingStatus", "bookingDate", "seq") k;
  END IF;
  IF changed IS NOT NULL THEN
    PERFORM "transaction_marks_forget"(changed);
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
