import { describe, expect, it } from 'vitest';
import { wantsMenuSearch } from './use-search-hotkey';

const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('the menu search keys', () => {
  it('opens on Ctrl+K and ⌘K, even in a text field', () => {
    const input = document.createElement('input');
    expect(wantsMenuSearch(key('k', { ctrlKey: true }), input)).toBe(true);
    expect(wantsMenuSearch(key('K', { metaKey: true }), document.body)).toBe(true);
    expect(wantsMenuSearch(key('k', { ctrlKey: true, shiftKey: true }), document.body)).toBe(false);
  });
  it('opens on / only when focus is not in something that takes text', () => {
    expect(wantsMenuSearch(key('/'), document.body)).toBe(true);
    const box = document.createElement('input');
    expect(wantsMenuSearch(key('/'), box)).toBe(false);
    expect(wantsMenuSearch(key('/'), document.createElement('textarea'))).toBe(false);
    const check = Object.assign(document.createElement('input'), { type: 'checkbox' });
    expect(wantsMenuSearch(key('/'), check)).toBe(true);
    expect(wantsMenuSearch(key('k'), document.body)).toBe(false);
  });
});
