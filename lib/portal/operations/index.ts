// The developer portal's own operations (session cookie, not signed; internal: not in /openapi.json).
import type { Operation } from '../../http/operation.ts';
import { nextAuthOperations } from './next-auth.ts';
import { registerAccountOperation } from './register-account.ts';
import { readOrganisationOperation } from './read-organisation.ts';
import { createOrganisationOperation } from './create-organisation.ts';
import { createChallengeOperation } from './create-challenge.ts';
import { proveControlOperation } from './prove-control.ts';
import { acceptInvitationOperation, createInvitationOperation, revokeInvitationOperation } from './invitations.ts';
import { changeMemberRoleOperation, removeMemberOperation } from './members.ts';
import { issueCertificateOperation } from './issue-certificate.ts';
import { readCertificateOperation, revokeCertificateOperation } from './certificates.ts';
import { saveContactOperation } from './save-contact.ts';
import { manageSandboxOperations } from './manage-sandbox.ts';
import { sendPlaygroundRequestOperation } from './send-playground-request.ts';
import { listRequestLogOperation, readRequestLogEntryOperation } from './request-log.ts';

export const portalOperations: readonly Operation[] = [
  ...Object.values(nextAuthOperations), registerAccountOperation,
  readOrganisationOperation, createOrganisationOperation, createChallengeOperation, proveControlOperation,
  createInvitationOperation, revokeInvitationOperation, acceptInvitationOperation, removeMemberOperation, changeMemberRoleOperation,
  issueCertificateOperation, readCertificateOperation, revokeCertificateOperation, saveContactOperation, ...Object.values(manageSandboxOperations), sendPlaygroundRequestOperation,
  listRequestLogOperation, readRequestLogEntryOperation,
];
