// Schemas of the request log's portal API and page (issue 14): filters, list and detail.
import { z } from 'zod';

const optional = (schema: z.ZodType<string>) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/** The filters of GET /api/portal/request-log (and of the page's query string). */
export const requestLogQuerySchema = z.object({
  status: optional(
    z
      .string()
      .trim()
      .regex(/^([1-5]\d\d|[1-5]xx|errors)$/i, 'status must be a status code (400), a class (4xx) or "errors"')
      .meta({ description: 'A status code (400), a class (4xx) or "errors" (400 and above).', example: '4xx' }),
  ),
  path: optional(z.string().trim().max(200, 'path must be at most 200 characters').meta({ description: 'Part of the path, e.g. /v1/consents.' })),
  requestId: optional(z.string().trim().max(100, 'requestId must be at most 100 characters').meta({ description: 'The X-Request-ID of the call.' })),
  from: optional(z.iso.datetime({ offset: true, local: true, error: 'from must be a date-time such as 2026-11-23T18:00' }).meta({ description: 'Calls at or after this time.' })),
  to: optional(z.iso.datetime({ offset: true, local: true, error: 'to must be a date-time such as 2026-11-23T19:00' }).meta({ description: 'Calls before this time.' })),
  before: optional(z.string().trim().max(100).meta({ description: 'The id of the last entry of the previous page.' })),
});
export type RequestLogQuery = z.infer<typeof requestLogQuerySchema>;

export const requestLogParams = z.object({ entryId: z.string().min(1).max(100) });

const summary = {
  id: z.string(),
  createdAt: z.string().meta({ description: 'When the call arrived (ISO 8601).' }),
  method: z.string(),
  path: z.string().meta({ description: 'Path and query as received; account and customer numbers masked outside the sandbox.' }),
  status: z.number().int(),
  errorCode: z.string().nullable(),
  durationMs: z.number().int(),
  requestId: z.string().nullable(),
  signature: z.enum(['verified', 'rejected', 'not-checked']),
};
export const requestLogSummarySchema = z.object(summary);
export const requestLogListSchema = z.object({
  entries: z.array(requestLogSummarySchema),
  next: z.string().nullable().meta({ description: 'Pass as "before" for the next (older) page; null on the last page.' }),
  retentionDays: z.number().int(),
  maxRows: z.number().int(),
  bodiesShown: z.boolean().meta({ description: 'True in sandbox mode: request and response bodies are kept.' }),
});
export const requestLogEntrySchema = z.object({
  ...summary,
  message: z.string().nullable(),
  signingString: z.string().nullable().meta({ description: 'For a rejected signature: the signing string the server built.' }),
  requestBody: z.string().nullable(),
  responseBody: z.string().nullable(),
});
export type RequestLogEntryView = z.infer<typeof requestLogEntrySchema>;
export type RequestLogList = z.infer<typeof requestLogListSchema>;
