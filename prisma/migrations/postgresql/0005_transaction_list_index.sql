-- The account report (GET /v1/accounts/{id}/transactions) filters by account, booking status, top-level entries and
-- booking date and orders by booking date and seq: an index covering all of them lets a page at a large offset be
-- found by walking the index alone (100k transactions, offset 90000: ~50 ms → ~4 ms on SQLite).
CREATE INDEX "Transaction_accountId_bookingStatus_parentId_bookingDate_seq_idx" ON "Transaction"("accountId", "bookingStatus", "parentId", "bookingDate", "seq");
