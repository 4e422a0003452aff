-- One SCA across roles (issue 11, spec 5.9): the PSD2 roles of the certificate that started an SCA flow; a completed
-- SCA of a TPP with PSP_AI gathers the bank-offered consent whatever its purpose.
ALTER TABLE "ScaFlow" ADD COLUMN "tppRoles" TEXT;
