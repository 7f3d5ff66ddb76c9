// The wire's dates ('2026-11-20', '2026-11-20 09:30:00') and the date picker's parts. Pure, so the
// picker and the search form share one reading of them and tests need no browser.

const DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const TIME = /[ T](\d{2}):(\d{2})/;

/** The yyyy-MM-dd part of a wire date or date-time, or '' when it has none. */
export function datePart(v: unknown): string {
  const m = typeof v === 'string' ? DATE.exec(v.trim()) : null;
  if (!m) return '';
  const [, y, mo, d] = m;
  const probe = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  // 2026-02-30 is not a day: no date rather than a silently shifted one.
  return probe.getUTCMonth() === Number(mo) - 1 && probe.getUTCDate() === Number(d) ? `${y}-${mo}-${d}` : '';
}

/** The HH:mm part of a wire date-time ('' when it has none). */
export function timePart(v: unknown): string {
  const m = typeof v === 'string' ? TIME.exec(v) : null;
  return m ? `${m[1]}:${m[2]}` : '';
}

/** A date and a time (HH:mm, default 00:00) as the wire's date-time; '' without a date. */
export function joinDateTime(date: string, time: string): string {
  const d = datePart(date);
  if (!d) return '';
  return `${d} ${/^\d{2}:\d{2}$/.test(time) ? time : '00:00'}:00`;
}

/**
 * A typed date as the wire's yyyy-MM-dd ('' when it is not a day): 2026/12/01, 2026-12-1 and
 * 20261201 all read as 1 December 2026 (the picker's input keeps only digits and its separator).
 */
export function parseTypedDate(text: string): string {
  const t = text.trim();
  const parts = /^\d{8}$/.test(t) ? [t.slice(0, 4), t.slice(4, 6), t.slice(6)] : t.split(/[/.\-\s]+/);
  if (parts.length !== 3 || !/^\d{4}$/.test(parts[0]!)) return '';
  const [y, m, d] = parts as [string, string, string];
  return datePart(`${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`);
}

/** A typed 24-hour time as HH:mm ('9:30' -> '09:30'), or '' when it is not one. */
export function parseTypedTime(text: string): string {
  const m = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) return '';
  return `${m[1]!.padStart(2, '0')}:${m[2]}`;
}

/** How the picker writes a day: year first in both languages (2026/12/01), never mm/dd/yyyy. */
export const displayDate = (isoDate: string) => isoDate.replaceAll('-', '/');

/** The calendar's locale for the UI language: month and weekday names in Chinese or English. */
export const calendarLocale = (language: string) => (language.startsWith('zh') ? 'zh-CN' : 'en-GB');
