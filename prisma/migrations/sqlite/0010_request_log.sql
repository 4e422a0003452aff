-- The portal's request log (issue 14): one row per /v1 call of an organisation, bounded by age and a row cap.
CREATE TABLE "RequestLogEntry" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "organizationIdentifier" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL,
    "method" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "status" INTEGER NOT NULL,
    "errorCode" TEXT,
    "message" TEXT,
    "durationMs" INTEGER NOT NULL,
    "requestId" TEXT,
    "signature" TEXT NOT NULL,
    "signingString" TEXT,
    "requestBody" TEXT,
    "responseBody" TEXT
);
CREATE INDEX "RequestLogEntry_organizationIdentifier_createdAt_idx" ON "RequestLogEntry"("organizationIdentifier", "createdAt");
CREATE INDEX "RequestLogEntry_createdAt_idx" ON "RequestLogEntry"("createdAt");
