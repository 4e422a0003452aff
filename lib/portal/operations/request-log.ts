// GET /api/portal/request-log — the organisation's recent /v1 calls, filtered (issue 14);
// GET /api/portal/request-log/{entryId} — one call in detail (signing string of a rejected signature, sandbox bodies).
import { definePortalOperation } from '../../http/operation.ts';
import { listRequestLog, readRequestLogEntry } from '../../request-log/read.ts';
import { requestLogEntrySchema, requestLogListSchema, requestLogParams, requestLogQuerySchema } from '../../request-log/schemas.ts';
import { PortalError } from '../errors.ts';
import { portal } from './docs.ts';

export const listRequestLogOperation = definePortalOperation({
  ...portal,
  method: 'GET',
  path: '/api/portal/request-log',
  summary: "The organisation's request log",
  auth: 'session',
  query: requestLogQuerySchema,
  responses: { 200: { description: 'Entries, newest first.', schema: requestLogListSchema } },
  handler: ({ db, principal, query }) => listRequestLog({ db, organizationIdentifier: principal.organizationIdentifier, query }),
});

export const readRequestLogEntryOperation = definePortalOperation({
  ...portal,
  method: 'GET',
  path: '/api/portal/request-log/{entryId}',
  summary: 'One entry of the request log',
  auth: 'session',
  params: requestLogParams,
  responses: { 200: { description: 'The entry.', schema: requestLogEntrySchema } },
  handler: async ({ db, principal, params }) => {
    const entry = await readRequestLogEntry({ db, organizationIdentifier: principal.organizationIdentifier, entryId: params.entryId });
    if (!entry) throw new PortalError('RESOURCE_UNKNOWN', 'No entry with this id in the request log of your organisation');
    return entry;
  },
});
