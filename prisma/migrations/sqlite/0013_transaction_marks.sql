-- Offsets of the account report in constant time (issue 13, "flat at scale"): every 250th entry of an account's
-- top-level BOOKED or PENDING list, written lazily by lib/accounts/transaction-marks.ts. A mark says "the entry with
-- this (bookingDate, seq) is the n-th from the oldest"; inserting, deleting or moving an entry shifts the entries
-- after it, so these triggers delete every mark at or after it in the same statement. Appending (a newer booking
-- date, or the same date with the next seq) deletes nothing.
CREATE TABLE "TransactionMark" (
    "accountId" TEXT NOT NULL,
    "bookingStatus" TEXT NOT NULL,
    "n" INTEGER NOT NULL,
    "bookingDate" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,

    PRIMARY KEY ("accountId", "bookingStatus", "n"),
    CONSTRAINT "TransactionMark_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "TransactionMark_accountId_bookingStatus_bookingDate_seq_idx" ON "TransactionMark"("accountId", "bookingStatus", "bookingDate", "seq");

CREATE TRIGGER "Transaction_marks_after_insert" AFTER INSERT ON "Transaction"
WHEN NEW."accountId" IS NOT NULL AND NEW."parentId" IS NULL
BEGIN
  DELETE FROM "TransactionMark" WHERE "accountId" = NEW."accountId" AND "bookingStatus" = NEW."bookingStatus"
    AND "bookingDate" >= NEW."bookingDate" AND ("bookingDate" > NEW."bookingDate" OR "seq" >= NEW."seq");
END;

CREATE TRIGGER "Transaction_marks_after_delete" AFTER DELETE ON "Transaction"
WHEN OLD."accountId" IS NOT NULL AND OLD."parentId" IS NULL
BEGIN
  DELETE FROM "TransactionMark" WHERE "accountId" = OLD."accountId" AND "bookingStatus" = OLD."bookingStatus"
    AND "bookingDate" >= OLD."bookingDate" AND ("bookingDate" > OLD."bookingDate" OR "seq" >= OLD."seq");
END;

CREATE TRIGGER "Transaction_marks_after_update" AFTER UPDATE OF "accountId", "bookingStatus", "parentId", "bookingDate" ON "Transaction"
WHEN OLD."accountId" IS NOT NEW."accountId" OR OLD."bookingStatus" IS NOT NEW."bookingStatus" OR OLD."parentId" IS NOT NEW."parentId"
  OR OLD."bookingDate" IS NOT NEW."bookingDate"
BEGIN
  DELETE FROM "TransactionMark" WHERE OLD."accountId" IS NOT NULL AND OLD."parentId" IS NULL
    AND "accountId" = OLD."accountId" AND "bookingStatus" = OLD."bookingStatus"
    AND "bookingDate" >= OLD."bookingDate" AND ("bookingDate" > OLD."bookingDate" OR "seq" >= OLD."seq");
  DELETE FROM "TransactionMark" WHERE NEW."accountId" IS NOT NULL AND NEW."parentId" IS NULL
    AND "accountId" = NEW."accountId" AND "bookingStatus" = NEW."bookingStatus"
    AND "bookingDate" >= NEW."bookingDate" AND ("bookingDate" > NEW."bookingDate" OR "seq" >= NEW."seq");
END;
