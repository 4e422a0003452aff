// The paging links of a transaction report (next/previous with the same filters), for accounts and card accounts.
import { link, type Link } from '../schemas/common.ts';

export interface PageQuery {
  bookingStatus: string;
  offset: number;
  limit: number;
}

/**
 * `next` when there are more rows, `previous` when not on the first page; both keep the filters of the request. With
 * `after` (the keyset position after this page), `next` carries it, so following next links costs the same at any
 * depth; `offset` stays in the links for the previous link and for clients that count.
 */
export function pageLinks(path: string, query: PageQuery, dates: { dateFrom: string; dateTo: string }, more: boolean, after?: string): { next?: Link; previous?: Link } {
  const page = (offset: number, cursor?: string) => {
    const p = new URLSearchParams({ bookingStatus: query.bookingStatus, dateFrom: dates.dateFrom, dateTo: dates.dateTo, offset: String(offset), limit: String(query.limit) });
    if (cursor) p.set('after', cursor);
    return link(`${path}?${p}`, 'GET');
  };
  return {
    ...(more ? { next: page(query.offset + query.limit, after) } : {}),
    ...(query.offset > 0 ? { previous: page(Math.max(0, query.offset - query.limit)) } : {}),
  };
}
