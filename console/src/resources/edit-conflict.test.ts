import { describe, expect, it } from 'vitest';
import { changedSince, differs } from './edit-conflict';

describe('changedSince', () => {
  const opened = { id: '1', updateTime: '2026-11-20 09:30:00', updateUser: '11' };

  it('is false while the record holds the time and author it was opened with', () => {
    expect(changedSince(opened, { ...opened, paramValue: 'x' })).toBe(false);
  });

  it('is true after a later save, or another person saving within the same second', () => {
    expect(changedSince(opened, { ...opened, updateTime: '2026-11-20 09:31:05' })).toBe(true);
    expect(changedSince(opened, { ...opened, updateUser: '12' })).toBe(true);
  });

  it("is true when one of the form's fields moved within the same second", () => {
    expect(changedSince({ ...opened, paramValue: 'a' }, { ...opened, paramValue: 'b' }, ['paramValue'])).toBe(true);
    expect(changedSince({ ...opened, remark: 'a' }, { ...opened, remark: 'b' }, ['paramValue'])).toBe(false);
  });

  it('never conflicts over a record without an update time (nothing to compare)', () => {
    expect(changedSince({ id: '1' }, { id: '1', updateTime: '2026-11-20 09:31:05' })).toBe(false);
    expect(changedSince({ id: '1', updateTime: '' }, { id: '1', updateTime: '2026-11-20 09:31:05' })).toBe(false);
  });
});

describe('differs', () => {
  it('compares as the form sends: a multiple pick by its ids, a blank as empty', () => {
    expect(differs(['1', '2'], '1,2')).toBe(false);
    expect(differs(undefined, '')).toBe(false);
    expect(differs('a', 'b')).toBe(true);
  });
});
