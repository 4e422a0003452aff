-- Portal trust model (issue 8): several users per organisation (owner / member), invitations and proof-of-control
-- challenges to join an existing organisation, rate-limit counters shared by all instances, the certificate-attested
-- names of an organisation and of the TPP that started an SCA flow.
CREATE TABLE "PortalMember" (
    "userId" TEXT NOT NULL PRIMARY KEY,
    "tppId" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "PortalMember_userId_fkey" FOREIGN KEY ("userId") REFERENCES "PortalUser" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "PortalMember_tppId_idx" ON "PortalMember"("tppId");
-- Every existing account was the one owner of the organisation it signed up with.
INSERT INTO "PortalMember" ("userId", "tppId", "role", "createdAt") SELECT "id", "tppId", 'owner', "createdAt" FROM "PortalUser";
DROP INDEX "PortalUser_tppId_idx";
ALTER TABLE "PortalUser" DROP COLUMN "tppId";

ALTER TABLE "PortalOrganisation" ADD COLUMN "name" TEXT;
ALTER TABLE "PortalOrganisation" ADD COLUMN "attestedName" TEXT;
ALTER TABLE "PortalOrganisation" ADD COLUMN "provenAt" DATETIME;
-- The name typed at sign-up was written to Tpp.name; keep it as the portal's display name.
UPDATE "PortalOrganisation" SET "name" = (SELECT "name" FROM "Tpp" WHERE "Tpp"."id" = "PortalOrganisation"."tppId");

CREATE TABLE "PortalInvitation" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "tppId" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "invitedBy" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" DATETIME NOT NULL,
    "acceptedAt" DATETIME,
    "acceptedBy" TEXT
);
CREATE UNIQUE INDEX "PortalInvitation_tokenHash_key" ON "PortalInvitation"("tokenHash");
CREATE INDEX "PortalInvitation_tppId_idx" ON "PortalInvitation"("tppId");

CREATE TABLE "PortalChallenge" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "organizationIdentifier" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" DATETIME NOT NULL,
    "usedAt" DATETIME
);
CREATE INDEX "PortalChallenge_userId_idx" ON "PortalChallenge"("userId");
CREATE INDEX "PortalChallenge_expiresAt_idx" ON "PortalChallenge"("expiresAt");

CREATE TABLE "PortalRateLimit" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "count" INTEGER NOT NULL,
    "expiresAt" DATETIME NOT NULL
);
CREATE INDEX "PortalRateLimit_expiresAt_idx" ON "PortalRateLimit"("expiresAt");

ALTER TABLE "ScaFlow" ADD COLUMN "tppName" TEXT;
