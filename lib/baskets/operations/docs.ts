// Documentation and path parameters shared by the signing basket declarations (spec 1.10, 2.1, 2.2, 4.1).
import { z } from 'zod';
import { SCA_HEADERS } from '../../http/header-docs.ts';
import { TAG } from '../../http/tags.ts';
import { notFound } from '../../payments/operations/docs.ts';

/** What every basket operation shares: tag, role, headers. */
export const sbs = { tag: TAG.baskets, role: 'PSP_PI', headers: SCA_HEADERS } as const;

export { notFound };

/** {basketId}. */
export const basketParams = z.object({ basketId: z.string().meta({ description: 'basketId from the basket creation response.' }) });
/** {basketId}/authorisations/{authorisationId}. */
export const basketAuthorisationParams = basketParams.extend({ authorisationId: z.string().meta({ description: 'authorisationId from the start-authorisation response.' }) });
