// Timestamps read as text (a column cast to TEXT, e.g. in a UNION of text columns) back to Dates, for both dialects.

/**
 * A timestamp column read as text: SQLite has ISO 8601 with an offset (Prisma's format), PostgreSQL's
 * timestamp(3) without time zone casts to "YYYY-MM-DD HH:MM:SS.mmm" in UTC (Prisma stores UTC).
 */
export function parseDbTime(text: string): Date {
  const iso = text.includes('T') ? text : text.replace(' ', 'T');
  return new Date(/(Z|[+-]\d\d(:?\d\d)?)$/.test(iso) ? iso : `${iso}Z`);
}
