import { describe, expect, it } from 'vitest';
import { calendarLocale, datePart, displayDate, joinDateTime, parseTypedDate, parseTypedTime, timePart } from './date-value';

describe('the date picker reads and writes the wire dates', () => {
  it('takes the day and the time of a wire value, and no impossible day', () => {
    expect(datePart('2026-11-20 09:30:00')).toBe('2026-11-20');
    expect(datePart('2026-02-30')).toBe('');
    expect(datePart(20261120)).toBe('');
    expect(timePart('2026-11-20 09:30:00')).toBe('09:30');
    expect(timePart('2026-11-20')).toBe('');
  });

  it('joins a picked day and time into the wire form, empty without a day', () => {
    expect(joinDateTime('2026-12-15', '09:30')).toBe('2026-12-15 09:30:00');
    expect(joinDateTime('2026-12-15', '')).toBe('2026-12-15 00:00:00');
    expect(joinDateTime('', '09:30')).toBe('');
  });

  it('reads a typed day year first, whatever the separator, and shows it year first', () => {
    expect(parseTypedDate('2026/12/01')).toBe('2026-12-01');
    expect(parseTypedDate('2026-12-1')).toBe('2026-12-01');
    expect(parseTypedDate('20261201')).toBe('2026-12-01');
    expect(parseTypedDate('12/01/2026')).toBe('');
    expect(parseTypedDate('2026/13/01')).toBe('');
    expect(displayDate('2026-12-01')).toBe('2026/12/01');
  });

  it('reads a typed 24-hour time', () => {
    expect(parseTypedTime('9:30')).toBe('09:30');
    expect(parseTypedTime('23:59')).toBe('23:59');
    expect(parseTypedTime('24:00')).toBe('');
    expect(parseTypedTime('9.30')).toBe('');
  });

  it('names months in the UI language', () => {
    expect(calendarLocale('zh')).toBe('zh-CN');
    expect(calendarLocale('en')).toBe('en-GB');
    const month = (lng: string) => new Intl.DateTimeFormat(calendarLocale(lng), { month: 'long' }).format(new Date(2026, 11, 1));
    expect(month('zh')).toBe('十二月');
    expect(month('en')).toBe('December');
  });
});
