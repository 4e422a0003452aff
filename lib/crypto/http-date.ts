// HTTP dates (RFC 7231 §7.1.1.1): IMF-fixdate, plus the obsolete RFC 850 and asctime forms recipients must accept.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const IMF = /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), (\d{2}) ([A-Z][a-z]{2}) (\d{4}) (\d{2}):(\d{2}):(\d{2}) GMT$/;
const RFC850 = /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), (\d{2})-([A-Z][a-z]{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2}) GMT$/;
const ASCTIME = /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun) ([A-Z][a-z]{2}) ([ \d]\d) (\d{2}):(\d{2}):(\d{2}) (\d{4})$/;

function build(year: number, monthName: string, day: number, h: number, m: number, s: number): Date | null {
  const month = MONTHS.indexOf(monthName);
  if (month < 0 || h > 23 || m > 59 || s > 60) return null;
  const d = new Date(Date.UTC(year, month, day, h, m, Math.min(s, 59)));
  return d.getUTCDate() === day && d.getUTCMonth() === month ? d : null;
}

/** Parses an HTTP date; null when it is not one of the three RFC 7231 formats. */
export function parseHttpDate(value: string): Date | null {
  const v = value.trim();
  let m = IMF.exec(v);
  if (m) return build(Number(m[3]), m[2] ?? '', Number(m[1]), Number(m[4]), Number(m[5]), Number(m[6]));
  m = RFC850.exec(v);
  if (m) {
    // Two-digit years: more than 50 years in the future means the previous century (RFC 7231).
    const yy = Number(m[3]);
    const nowYear = new Date().getUTCFullYear();
    let year = Math.floor(nowYear / 100) * 100 + yy;
    if (year > nowYear + 50) year -= 100;
    return build(year, m[2] ?? '', Number(m[1]), Number(m[4]), Number(m[5]), Number(m[6]));
  }
  m = ASCTIME.exec(v);
  if (m) return build(Number(m[6]), m[1] ?? '', Number((m[2] ?? '').trim()), Number(m[3]), Number(m[4]), Number(m[5]));
  return null;
}

/** IMF-fixdate, e.g. `Sun, 06 Nov 1994 08:49:37 GMT`. */
export const formatHttpDate = (d: Date): string => d.toUTCString();
