// Response shapes of the SCA start operations (bank-offered consents, the deprecated consents, GET /v1/user(s)).
import { z } from 'zod';
import { linkSchema } from '../schemas/common.ts';

/** An answer that only carries the SCA redirect. */
export const scaRedirectResponseSchema = z.object({ _links: z.object({ scaRedirect: linkSchema }) });
