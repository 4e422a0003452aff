// Row types of the domain functions, derived from the generated Prisma model types (one source: schema.prisma).
import type { Balance } from './generated/sqlite/client.ts';

/** The columns of a balance that responses are shaped from. */
export type BalanceRow = Pick<Balance, 'balanceType' | 'amountMinor' | 'currency' | 'referenceDate' | 'lastChangeDateTime' | 'lastCommittedTransaction'>;
