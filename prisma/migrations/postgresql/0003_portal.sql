-- Developer portal: accounts, revocable sessions, organisation roles, issued sandbox certificates.
CREATE TABLE "PortalUser" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "email" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "tppId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL
);
CREATE UNIQUE INDEX "PortalUser_email_key" ON "PortalUser"("email");
CREATE INDEX "PortalUser_tppId_idx" ON "PortalUser"("tppId");

CREATE TABLE "PortalSession" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "lastSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "PortalSession_userId_fkey" FOREIGN KEY ("userId") REFERENCES "PortalUser"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "PortalSession_userId_idx" ON "PortalSession"("userId");
CREATE INDEX "PortalSession_expiresAt_idx" ON "PortalSession"("expiresAt");

CREATE TABLE "PortalOrganisation" (
    "tppId" TEXT NOT NULL PRIMARY KEY,
    "roles" TEXT NOT NULL,
    "country" TEXT NOT NULL DEFAULT 'NO',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL
);

CREATE TABLE "PortalCertificate" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "tppId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "serialHex" TEXT NOT NULL,
    "subjectDn" TEXT NOT NULL,
    "issuerDn" TEXT NOT NULL,
    "roles" TEXT NOT NULL,
    "notAfter" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP
);
CREATE INDEX "PortalCertificate_tppId_idx" ON "PortalCertificate"("tppId");
