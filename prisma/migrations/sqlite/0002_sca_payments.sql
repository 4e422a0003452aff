-- PSU identities, consents, SCA flows, payments, signing baskets, unattended-access counting, batch runs.
CREATE TABLE "PsuIdentity" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "tppId" TEXT NOT NULL,
    "customerId" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE UNIQUE INDEX "PsuIdentity_tppId_customerId_key" ON "PsuIdentity"("tppId", "customerId");

CREATE TABLE "CorporateIdentity" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "tppId" TEXT NOT NULL,
    "agreementId" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE UNIQUE INDEX "CorporateIdentity_tppId_agreementId_key" ON "CorporateIdentity"("tppId", "agreementId");

CREATE TABLE "Consent" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "tppId" TEXT NOT NULL,
    "customerId" TEXT NOT NULL,
    "context" TEXT NOT NULL,
    "agreementId" TEXT,
    "tppSessionId" TEXT,
    "scaAt" DATETIME NOT NULL,
    "revokedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX "Consent_tppId_customerId_idx" ON "Consent"("tppId", "customerId");
CREATE INDEX "Consent_tppId_tppSessionId_idx" ON "Consent"("tppId", "tppSessionId");

CREATE TABLE "ScaFlow" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "tppId" TEXT NOT NULL,
    "purpose" TEXT NOT NULL,
    "resourceId" TEXT,
    "redirectUri" TEXT NOT NULL,
    "tppSessionId" TEXT,
    "psuIdHint" TEXT,
    "corporateIdHint" TEXT,
    "identityHint" TEXT,
    "methodPreferred" TEXT,
    "status" TEXT NOT NULL,
    "customerId" TEXT,
    "context" TEXT,
    "agreementId" TEXT,
    "failedAttempts" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" DATETIME NOT NULL,
    "completedAt" DATETIME
);
CREATE INDEX "ScaFlow_tppId_resourceId_idx" ON "ScaFlow"("tppId", "resourceId");

CREATE TABLE "Payment" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "tppId" TEXT NOT NULL,
    "service" TEXT NOT NULL,
    "product" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "fundsAvailable" BOOLEAN,
    "body" TEXT NOT NULL,
    "debtorAccountId" TEXT,
    "customerId" TEXT,
    "amountMinor" BIGINT NOT NULL,
    "currency" TEXT NOT NULL,
    "requestedExecutionDate" TEXT,
    "basketId" TEXT,
    "tppSessionId" TEXT,
    "statusReason" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
CREATE INDEX "Payment_tppId_idx" ON "Payment"("tppId");
CREATE INDEX "Payment_status_idx" ON "Payment"("status");
CREATE INDEX "Payment_basketId_idx" ON "Payment"("basketId");

CREATE TABLE "SigningBasket" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "tppId" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "paymentIds" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
CREATE INDEX "SigningBasket_tppId_idx" ON "SigningBasket"("tppId");

CREATE TABLE "UnattendedAccess" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "tppId" TEXT NOT NULL,
    "accountId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "at" DATETIME NOT NULL
);
CREATE INDEX "UnattendedAccess_tppId_accountId_kind_at_idx" ON "UnattendedAccess"("tppId", "accountId", "kind", "at");

CREATE TABLE "BatchRun" (
    "slot" TEXT NOT NULL PRIMARY KEY,
    "startedAt" DATETIME NOT NULL,
    "finishedAt" DATETIME,
    "processed" INTEGER NOT NULL DEFAULT 0
);
