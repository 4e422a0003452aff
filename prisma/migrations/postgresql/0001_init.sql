-- Initial schema (PostgreSQL). Mirrors prisma/schema.prisma; tests/routes/schema-drift.test.ts checks they agree.
CREATE TABLE "Tpp" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "organizationIdentifier" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "contactEmail" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL
);
CREATE UNIQUE INDEX "Tpp_organizationIdentifier_key" ON "Tpp"("organizationIdentifier");

CREATE TABLE "Customer" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "customerNumber" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "seeded" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE UNIQUE INDEX "Customer_customerNumber_key" ON "Customer"("customerNumber");

CREATE TABLE "Account" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "customerId" TEXT NOT NULL,
    "accountName" TEXT NOT NULL,
    "bban" TEXT NOT NULL,
    "iban" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "product" TEXT NOT NULL,
    "cashAccountType" TEXT NOT NULL,
    "creditLineMinor" BIGINT NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Account_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "Account_customerId_idx" ON "Account"("customerId");
CREATE INDEX "Account_iban_idx" ON "Account"("iban");
CREATE INDEX "Account_bban_idx" ON "Account"("bban");

CREATE TABLE "CardAccount" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "customerId" TEXT NOT NULL,
    "maskedPan" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "product" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "cardId" TEXT,
    "cardIdVNo" TEXT,
    "accountNumber" TEXT,
    "expiry" TEXT,
    "creditLimitMinor" BIGINT NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "CardAccount_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "CardAccount_customerId_idx" ON "CardAccount"("customerId");

CREATE TABLE "Balance" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "accountId" TEXT,
    "cardAccountId" TEXT,
    "balanceType" TEXT NOT NULL,
    "amountMinor" BIGINT NOT NULL,
    "currency" TEXT NOT NULL,
    "referenceDate" TEXT,
    "lastChangeDateTime" TIMESTAMP(3),
    "lastCommittedTransaction" TEXT,
    CONSTRAINT "Balance_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account"("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Balance_cardAccountId_fkey" FOREIGN KEY ("cardAccountId") REFERENCES "CardAccount"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "Balance_accountId_idx" ON "Balance"("accountId");
CREATE INDEX "Balance_cardAccountId_idx" ON "Balance"("cardAccountId");

CREATE TABLE "Transaction" (
    "seq" SERIAL NOT NULL PRIMARY KEY,
    "id" TEXT NOT NULL,
    "accountId" TEXT,
    "cardAccountId" TEXT,
    "parentId" TEXT,
    "bookingStatus" TEXT NOT NULL DEFAULT 'BOOKED',
    "amountMinor" BIGINT NOT NULL,
    "currency" TEXT NOT NULL,
    "valueDate" TEXT NOT NULL,
    "bookingDate" TEXT NOT NULL,
    "remittanceInformationUnstructured" TEXT NOT NULL DEFAULT '',
    "remittanceStructured" TEXT,
    "creditorId" TEXT,
    "creditorName" TEXT NOT NULL DEFAULT '',
    "creditorIban" TEXT NOT NULL DEFAULT '',
    "creditorBban" TEXT NOT NULL DEFAULT '',
    "debtorName" TEXT NOT NULL DEFAULT '',
    "debtorIban" TEXT NOT NULL DEFAULT '',
    "debtorBban" TEXT NOT NULL DEFAULT '',
    "ultimateDebtor" TEXT NOT NULL DEFAULT '',
    "ultimateCreditor" TEXT NOT NULL DEFAULT '',
    "purposeCode" TEXT NOT NULL DEFAULT '',
    "bankTransactionCode" TEXT NOT NULL DEFAULT '',
    "cardDetails" TEXT,
    "paymentId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Transaction_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account"("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Transaction_cardAccountId_fkey" FOREIGN KEY ("cardAccountId") REFERENCES "CardAccount"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "Transaction_id_key" ON "Transaction"("id");
ALTER TABLE "Transaction" ADD CONSTRAINT "Transaction_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "Transaction"("id") ON DELETE CASCADE ON UPDATE CASCADE;
CREATE INDEX "Transaction_accountId_bookingDate_seq_idx" ON "Transaction"("accountId", "bookingDate", "seq");
CREATE INDEX "Transaction_cardAccountId_bookingDate_seq_idx" ON "Transaction"("cardAccountId", "bookingDate", "seq");
CREATE INDEX "Transaction_parentId_idx" ON "Transaction"("parentId");

CREATE TABLE "Agreement" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "ownerCustomerId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Agreement_ownerCustomerId_fkey" FOREIGN KEY ("ownerCustomerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "Agreement_ownerCustomerId_idx" ON "Agreement"("ownerCustomerId");

CREATE TABLE "Engagement" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "agreementId" TEXT NOT NULL,
    "customerNumber" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "roles" TEXT NOT NULL,
    CONSTRAINT "Engagement_agreementId_fkey" FOREIGN KEY ("agreementId") REFERENCES "Agreement"("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Engagement_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "Engagement_agreementId_idx" ON "Engagement"("agreementId");
CREATE INDEX "Engagement_customerNumber_idx" ON "Engagement"("customerNumber");

CREATE TABLE "SeenRequest" (
    "tppId" TEXT NOT NULL,
    "requestId" TEXT NOT NULL,
    "seenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    PRIMARY KEY ("tppId", "requestId")
);
CREATE INDEX "SeenRequest_seenAt_idx" ON "SeenRequest"("seenAt");

CREATE TABLE "Setting" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "value" TEXT NOT NULL
);
