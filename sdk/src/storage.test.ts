import { describe, expect, it } from 'vitest';
import { browserStorage, createStorage, memoryStore, memoryStorage } from './index';

describe('storage helper (spec §9)', () => {
  const setup = () => {
    const local = memoryStore();
    const session = memoryStore();
    let t = 1000;
    return { local, session, storage: createStorage(local, session, { prefix: 'saber', now: () => t++ }) };
  };

  it('prefixes keys with the application key and stores type, content and timestamp in local storage', () => {
    const { local, session, storage } = setup();
    storage.set('token', 'abc');
    expect(JSON.parse(local.map.get('saber-token')!)).toEqual({ dataType: 'string', content: 'abc', datetime: 1000 });
    expect(session.map.size).toBe(0);
    expect(storage.get('token')).toBe('abc');
    expect(storage.entry('token')?.datetime).toBe(1000);
  });

  it('stores in session storage when asked', () => {
    const { local, session, storage } = setup();
    storage.set('lock', true, { session: true });
    expect(JSON.parse(session.map.get('saber-lock')!)).toEqual({ dataType: 'boolean', content: true, type: 'session', datetime: 1000 });
    expect(local.map.size).toBe(0);
  });

  it('reads session storage first, then local storage', () => {
    const { storage } = setup();
    storage.set('theme', 'local-value');
    expect(storage.get('theme')).toBe('local-value');
    storage.set('theme', 'session-value', { session: true });
    expect(storage.get('theme')).toBe('session-value');
  });

  it('keeps objects and numbers with their types; remove clears both stores', () => {
    const { local, session, storage } = setup();
    storage.set('userInfo', { account: 'admin' });
    storage.set('count', 3, { session: true });
    expect(storage.get('userInfo')).toEqual({ account: 'admin' });
    expect(storage.entry('count')).toMatchObject({ dataType: 'number', content: 3 });
    storage.set('count', 4);
    storage.remove('count');
    expect(storage.get('count')).toBeUndefined();
    expect(local.map.has('saber-count') || session.map.has('saber-count')).toBe(false);
  });

  it('treats a value it cannot read as absent', () => {
    const { local, storage } = setup();
    local.setItem('saber-token', 'not json');
    expect(storage.get('token')).toBeUndefined();
  });

  it('memoryStorage keeps the semantics without a browser', () => {
    const storage = memoryStorage({ prefix: 'app' });
    storage.set('a', 1);
    storage.set('a', 2, { session: true });
    expect(storage.get('a')).toBe(2);
  });

  it('browserStorage uses window storage and mirrors the access token into a 180-day cookie', () => {
    const g = globalThis as Record<string, unknown>;
    const local = memoryStore();
    const session = memoryStore();
    Object.assign(g, { localStorage: local, sessionStorage: session });
    try {
      const doc = { cookie: '' };
      const storage = browserStorage({ prefix: 'saber', document: doc });
      storage.set('token', 't');
      expect(local.map.has('saber-token')).toBe(true);
      storage.setCookie!('access-token', 't 1', 180);
      expect(doc.cookie).toBe('saber-access-token=t%201; max-age=15552000; path=/; SameSite=Lax');
      storage.setCookie!('access-token', null, 0);
      expect(doc.cookie).toContain('max-age=0');
    } finally {
      delete g.localStorage;
      delete g.sessionStorage;
    }
  });

  it('the token cookie is Secure when the page is served over https, and only then', () => {
    const g = globalThis as Record<string, unknown>;
    Object.assign(g, { localStorage: memoryStore(), sessionStorage: memoryStore() });
    try {
      for (const [protocol, secure] of [
        ['https:', true],
        ['http:', false],
      ] as const) {
        g.location = { protocol };
        const doc = { cookie: '' };
        browserStorage({ prefix: 'saber', document: doc }).setCookie!('access-token', 't', 180);
        expect(doc.cookie.endsWith('; SameSite=Lax; Secure')).toBe(secure);
        expect(doc.cookie).toContain('SameSite=Lax');
      }
    } finally {
      delete g.localStorage;
      delete g.sessionStorage;
      delete g.location;
    }
  });
});
