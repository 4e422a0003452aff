-- Logical duplicates of NDCT payments (lib/payments/create-payment.ts, storePayment): the payment's INSERT stores it
-- only when this function finds no twin. A check in the INSERT's own WHERE would read the statement's snapshot, taken
-- before a twin sent at the same moment committed, and both would be stored. The function first takes the TPP's and
-- fingerprint's advisory lock, held until the INSERT commits (a second sender waits there), then checks with a
-- snapshot of its own: a VOLATILE function takes a fresh snapshot for each query it runs, so it sees the twin that
-- committed while it waited. One round trip, like SQLite, whose writing statements run under the write lock.
CREATE FUNCTION "payment_has_no_twin"(tpp text, fingerprint text, since timestamp(3)) RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('payment-twin|' || tpp || '|' || fingerprint));
  RETURN NOT EXISTS (
    SELECT 1 FROM "Payment"
    WHERE "tppId" = tpp AND "dedupeKey" = fingerprint AND "createdAt" >= since AND "status" NOT IN ('RJCT', 'CANC'));
END
$$;
