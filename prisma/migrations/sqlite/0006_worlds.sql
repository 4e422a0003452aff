-- Sandbox worlds (issue 10): every TPP works in its own world of customers, accounts, card accounts, agreements and
-- engagements; production has one world, the bank's ("bank"). Rows that exist already become the bank's world: a
-- production database keeps its data; the shared data of an old sandbox database stays there, unreachable from any
-- TPP (every sandbox TPP gets a world of its own, created on first use).
-- worldId has no foreign key: SQLite allows no REFERENCES clause on an added column with a non-NULL default while
-- foreign keys are enforced. The default only fills the existing rows; the application always writes worldId.
CREATE TABLE "World" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "seededAt" DATETIME
);
INSERT INTO "World" ("id") VALUES ('bank');

-- Business keys are unique per world, and every lookup by one is led by the world.
ALTER TABLE "Customer" ADD COLUMN "worldId" TEXT NOT NULL DEFAULT 'bank';
DROP INDEX "Customer_customerNumber_key";
CREATE UNIQUE INDEX "Customer_worldId_customerNumber_key" ON "Customer"("worldId", "customerNumber");

ALTER TABLE "Account" ADD COLUMN "worldId" TEXT NOT NULL DEFAULT 'bank';
DROP INDEX "Account_iban_idx";
DROP INDEX "Account_bban_idx";
CREATE INDEX "Account_worldId_iban_idx" ON "Account"("worldId", "iban");
CREATE INDEX "Account_worldId_bban_idx" ON "Account"("worldId", "bban");

ALTER TABLE "CardAccount" ADD COLUMN "worldId" TEXT NOT NULL DEFAULT 'bank';
CREATE INDEX "CardAccount_worldId_idx" ON "CardAccount"("worldId");

ALTER TABLE "Agreement" ADD COLUMN "worldId" TEXT NOT NULL DEFAULT 'bank';
CREATE INDEX "Agreement_worldId_ownerCustomerId_idx" ON "Agreement"("worldId", "ownerCustomerId");

ALTER TABLE "Engagement" ADD COLUMN "worldId" TEXT NOT NULL DEFAULT 'bank';
DROP INDEX "Engagement_customerNumber_idx";
CREATE INDEX "Engagement_worldId_customerNumber_idx" ON "Engagement"("worldId", "customerNumber");
-- Deleting an account (or a world's accounts) finds its engagements for the cascade by this index, not by a scan.
CREATE INDEX "Engagement_accountId_idx" ON "Engagement"("accountId");
