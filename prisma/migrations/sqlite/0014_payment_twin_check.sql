-- Logical duplicates of NDCT payments: nothing to create on SQLite. The payment's INSERT checks for a twin in its own
-- WHERE (lib/payments/create-payment.ts, storePayment); SQLite runs a writing statement under the database's write
-- lock, so that check sees every committed payment and no other writer runs meanwhile. (PostgreSQL needs a function
-- for the same guarantee: migrations/postgresql/0014_payment_twin_check.sql.)
SELECT 1;
