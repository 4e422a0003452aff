-- Issue 11: the transaction detail fields of spec 2.5 (proprietaryBankTransactionCode, currencyExchange, creditorAgent,
-- debtorAgent, additionalInformation, remittanceInformationUnstructuredArray) as one JSON column, and the
-- TPP-Redirect-Preferred of a signing basket's creation request (spec 4.1, 5.12).
ALTER TABLE "Transaction" ADD COLUMN "details" TEXT;
ALTER TABLE "SigningBasket" ADD COLUMN "redirectPreferred" BOOLEAN NOT NULL DEFAULT true;
