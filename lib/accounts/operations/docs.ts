// Documentation pieces shared by the account-information declarations (spec 2.5, 8).
import { z } from 'zod';
import { SCA_HEADERS } from '../../http/header-docs.ts';
import { TAG } from '../../http/tags.ts';
import { tppMessagesSchema } from '../../errors.ts';

/**
 * What every AIS read shares: tag, role, headers, and the replay check carried by the consent gate's statement
 * (lib/consent/read-private-gate.ts; the gate is each handler's first statement).
 */
export const ais = { tag: TAG.accounts, role: 'PSP_AI', headers: SCA_HEADERS, replayCarried: true } as const;

const needsSca = { description: 'CONSENT_INVALID / CONSENT_EXPIRED: SCA is needed; follow _links.scaRedirect.', schema: tppMessagesSchema };

/** Responses of the consent gate. */
export const aisErrors = {
  401: needsSca,
  403: { description: 'CONSENT_UNKNOWN: the PSU revoked the consent.', schema: tppMessagesSchema },
};

/** The {accountId} of account and card-account reads. */
export const accountParams = z.object({ accountId: z.string().meta({ description: 'resourceId of a consented account.' }) });

export const limitNote = 'Without PSU-IP-Address (PSU not present) at most 4 reads per account and 24 hours (429 ACCESS_EXCEEDED).';
