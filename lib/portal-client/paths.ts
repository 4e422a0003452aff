// The portal's JSON routes (app/api/portal/...) as the browser calls them, each written once.

/** A sandbox mock account (kind account) or card account (kind card). */
export interface SandboxAccountRef {
  kind: 'account' | 'card';
  id: string;
}

const sandbox = '/api/portal/sandbox';
const accounts = (kind: SandboxAccountRef['kind']) => `${sandbox}/${kind === 'account' ? 'accounts' : 'card-accounts'}`;
const account = (ref: SandboxAccountRef) => `${accounts(ref.kind)}/${encodeURIComponent(ref.id)}`;

/** Paths of the portal routes (the sandbox ones, under `sandbox`, are served by lib/portal/operations/manage-sandbox.ts). */
export const portalPaths = {
  account: '/api/portal/account',
  organisation: '/api/portal/organisation',
  certificates: '/api/portal/certificates',
  certificate: (id: string) => `/api/portal/certificates/${encodeURIComponent(id)}`,
  revokeCertificate: (id: string) => `/api/portal/certificates/${encodeURIComponent(id)}/revoke`,
  contact: '/api/portal/contact',
  challenges: '/api/portal/organisation/challenges',
  join: '/api/portal/organisation/join',
  invitations: '/api/portal/invitations',
  invitation: (id: string) => `/api/portal/invitations/${encodeURIComponent(id)}`,
  acceptInvitation: '/api/portal/invitations/accept',
  member: (userId: string) => `/api/portal/members/${encodeURIComponent(userId)}`,
  playgroundSend: '/api/portal/playground/send',
  sandbox: {
    customers: `${sandbox}/customers`,
    customer: (id: string) => `${sandbox}/customers/${encodeURIComponent(id)}`,
    accounts,
    account,
    balances: (ref: SandboxAccountRef) => `${account(ref)}/balances`,
    transactions: (ref: SandboxAccountRef) => `${account(ref)}/transactions`,
    transaction: (ref: SandboxAccountRef, id: string) => `${account(ref)}/transactions/${encodeURIComponent(id)}`,
    agreements: `${sandbox}/agreements`,
    initialize: `${sandbox}/initialize`,
    paymentBatch: `${sandbox}/payment-batch`,
  },
} as const;
