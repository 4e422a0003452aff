// The Berlin Group message body (tppMessages) of every error, and of warnings in 2xx bodies: the one definition
// of its shape; the error type, the OpenAPI document and the portal client all use it.
import { z } from 'zod';

/** One Berlin Group message. */
export const tppMessageSchema = z.object({
  category: z.enum(['ERROR', 'WARNING']),
  code: z.string().meta({ description: 'Berlin Group message code, e.g. FORMAT_ERROR or SIGNATURE_INVALID.', example: 'FORMAT_ERROR' }),
  path: z.string().optional().meta({ description: 'JSON path of the field concerned.' }),
  text: z.string().optional().meta({ description: 'What went wrong, for the developer (at most 500 characters).' }),
});
export type TppMessage = z.output<typeof tppMessageSchema>;

/** The Berlin Group message body of errors (and of warnings in 2xx bodies). */
export const tppMessagesSchema = z
  .object({
    tppMessages: z.array(tppMessageSchema),
    _links: z.record(z.string(), z.object({ href: z.string(), verbs: z.array(z.string()).optional() })).optional(),
  })
  .meta({ description: 'Berlin Group error body.', example: { tppMessages: [{ category: 'ERROR', code: 'FORMAT_ERROR', path: 'contactEmail', text: 'contactEmail: must be a valid e-mail address' }] } });

