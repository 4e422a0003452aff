// Calendar dates (YYYY-MM-DD) of sandbox data; "today" is the Norwegian date (Europe/Oslo).

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

const osloDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo', year: 'numeric', month: '2-digit', day: '2-digit' });

let lastToday = { minute: NaN, date: '' };

/** The date in Norway at `now` (YYYY-MM-DD); never earlier than the UTC date, so a UTC "today" is never in the future. */
export function todayInNorway(now: Date = new Date()): string {
  // Formatted once per UTC minute (Intl's format is ~15 µs; Norway's date and offset change only on whole minutes).
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== lastToday.minute) lastToday = { minute, date: osloDate.format(now) };
  return lastToday.date;
}

/** `date` plus `days` days (negative: earlier). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
