-- Payments: logical-duplicate fingerprint, batch funds attempts, authorisation and booking times, an index for the
-- batch's due query; booked and rejected counts of batch runs.
ALTER TABLE "Payment" ADD COLUMN "dedupeKey" TEXT;
ALTER TABLE "Payment" ADD COLUMN "batchAttempts" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "Payment" ADD COLUMN "authorisedAt" DATETIME;
ALTER TABLE "Payment" ADD COLUMN "bookedAt" DATETIME;
CREATE INDEX "Payment_tppId_dedupeKey_idx" ON "Payment"("tppId", "dedupeKey");
CREATE INDEX "Payment_status_requestedExecutionDate_idx" ON "Payment"("status", "requestedExecutionDate");

ALTER TABLE "BatchRun" ADD COLUMN "booked" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "BatchRun" ADD COLUMN "rejected" INTEGER NOT NULL DEFAULT 0;
