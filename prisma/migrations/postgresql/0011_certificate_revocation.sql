-- Portal certificates (issue 12): the certificate PEM kept for re-download, and revocation — the request pipeline
-- looks a certificate up by its serial number on every signed request (lib/http/steps/check-revocation.ts).
ALTER TABLE "PortalCertificate" ADD COLUMN "certPem" TEXT;
ALTER TABLE "PortalCertificate" ADD COLUMN "revokedAt" TIMESTAMP(3);
CREATE INDEX "PortalCertificate_serialHex_idx" ON "PortalCertificate"("serialHex");
