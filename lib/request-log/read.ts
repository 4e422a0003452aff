// The read side of the request log (issue 14): an organisation's entries, newest first, filtered; one entry by id.
// Every query is led by the caller's organizationIdentifier: another organisation's entry is unknown (404), never shown.
import 'server-only';
import { getConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { RequestLogEntryView, RequestLogList, RequestLogQuery } from './schemas.ts';

const PAGE = 50;

function statusWhere(status: string | undefined): object {
  if (!status) return {};
  if (/^errors$/i.test(status)) return { status: { gte: 400 } };
  const m = /^([1-5])xx$/i.exec(status);
  if (m) return { status: { gte: Number(m[1]) * 100, lt: Number(m[1]) * 100 + 100 } };
  return { status: Number(status) };
}

/** A date-time of the filter; one without an offset is UTC. */
const instant = (v: string) => new Date(/(Z|[+-]\d\d:\d\d)$/i.test(v) ? v : `${v}Z`);

/** An organisation's entries, newest first, a page at a time. */
export async function listRequestLog({ db, organizationIdentifier, query }: { db: Db; organizationIdentifier: string; query: RequestLogQuery }): Promise<RequestLogList> {
  const config = getConfig();
  const where: Record<string, unknown> = { organizationIdentifier, ...statusWhere(query.status) };
  if (query.path) where.path = { contains: query.path };
  if (query.requestId) where.requestId = query.requestId.toLowerCase();
  const createdAt: Record<string, Date> = {};
  if (query.from) createdAt.gte = instant(query.from);
  if (query.to) createdAt.lt = instant(query.to);
  if (query.before) {
    const edge = await db.requestLogEntry.findFirst({ where: { id: query.before, organizationIdentifier }, select: { createdAt: true, id: true } });
    if (edge) where.OR = [{ createdAt: { lt: edge.createdAt } }, { createdAt: edge.createdAt, id: { lt: edge.id } }];
  }
  if (Object.keys(createdAt).length) where.createdAt = createdAt;
  const rows = await db.requestLogEntry.findMany({
    where,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: PAGE + 1,
    select: { id: true, createdAt: true, method: true, path: true, status: true, errorCode: true, durationMs: true, requestId: true, signature: true },
  });
  const page = rows.slice(0, PAGE);
  return {
    entries: page.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), signature: r.signature as RequestLogEntryView['signature'] })),
    next: rows.length > PAGE ? page[page.length - 1]!.id : null,
    retentionDays: config.requestLog.retentionDays,
    maxRows: config.requestLog.maxRowsPerOrganisation,
    bodiesShown: config.mode === 'sandbox',
  };
}

/** One entry of the organisation, or null (unknown, or another organisation's). */
export async function readRequestLogEntry({ db, organizationIdentifier, entryId }: { db: Db; organizationIdentifier: string; entryId: string }): Promise<RequestLogEntryView | null> {
  const row = await db.requestLogEntry.findFirst({ where: { id: entryId, organizationIdentifier } });
  if (!row) return null;
  const { organizationIdentifier: _org, ...rest } = row;
  void _org;
  return { ...rest, createdAt: row.createdAt.toISOString(), signature: row.signature as RequestLogEntryView['signature'] };
}
