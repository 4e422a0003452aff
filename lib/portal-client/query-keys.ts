// Every TanStack Query key of the portal, in one place. Keys nest: invalidating a prefix covers what is below it
// (['sandbox'] is all sandbox data; an account's key covers its transactions).
import type { SandboxAccountRef } from './paths.ts';

export const queryKeys = {
  /** The signed-in organisation, with its certificates and contact e-mail. */
  organisation: ['organisation'] as const,
  sandbox: {
    all: ['sandbox'] as const,
    customers: ['sandbox', 'customers'] as const,
    account: (ref: SandboxAccountRef) => ['sandbox', ref.kind, ref.id] as const,
    transactions: (ref: SandboxAccountRef) => ['sandbox', ref.kind, ref.id, 'transactions'] as const,
    paymentBatch: ['sandbox', 'payment-batch'] as const,
  },
};
