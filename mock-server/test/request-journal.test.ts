// The request journal testers read (GET /__sandbox/requests): newest first, who called and how
// it ended, bounded, filterable, and clearable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RequestJournal, type JournalEntry } from '../src/request-journal.ts';
import { Client, startStack, type Stack } from './helpers.ts';

let stack: Stack;
beforeAll(async () => void (stack = await startStack()), 120000);
afterAll(() => stack?.stop());

const journal = async (query = ''): Promise<JournalEntry[]> =>
  (await fetch(`${stack.direct}/__sandbox/requests${query}`)).json() as Promise<JournalEntry[]>;

describe('the request journal', () => {
  it('lists the newest request first with its method, path, status, time and caller', async () => {
    await fetch(`${stack.direct}/__sandbox/requests`, { method: 'DELETE' });
    const admin = new Client(stack.direct);
    await admin.signIn('100001', 'admin', 'admin');
    await admin.get('/api/blade-system/param/list', { current: 1, size: 5 });
    await admin.get('/blade-system/no-such-thing');
    const [missing, list, signIn] = await journal();
    expect(missing).toMatchObject({
      method: 'GET',
      path: '/blade-system/no-such-thing',
      status: 404,
      tenantId: '100001',
      account: 'admin',
    });
    expect(list).toMatchObject({
      method: 'GET',
      path: '/api/blade-system/param/list',
      query: 'current=1&size=5',
      status: 200,
      tenantId: '100001',
      account: 'admin',
    });
    expect(list.ms).toBeGreaterThanOrEqual(0);
    expect(Date.parse(list.time)).not.toBeNaN();
    // signing in carries no token yet: no caller is named
    expect(signIn).toMatchObject({ method: 'POST', path: '/blade-auth/oauth/token', status: 200 });
    expect(signIn.account).toBeUndefined();
  });

  it('narrows by status, path and account, limits the count, and leaves out its own calls', async () => {
    expect((await journal('?status=404')).map((e) => e.path)).toEqual(['/blade-system/no-such-thing']);
    expect(await journal('?path=param/list')).toHaveLength(1);
    expect(await journal('?account=nobody')).toEqual([]);
    expect(await journal('?limit=1')).toHaveLength(1);
    expect((await journal()).some((e) => e.path.startsWith('/__sandbox/'))).toBe(false);
  });

  it('is emptied by DELETE', async () => {
    await fetch(`${stack.direct}/__sandbox/requests`, { method: 'DELETE' });
    expect(await journal()).toEqual([]);
  });
});

describe('the journal ring', () => {
  it('keeps only the last entries it has room for, newest first', () => {
    const ring = new RequestJournal(3);
    for (let i = 1; i <= 5; i++) ring.add({ time: '', method: 'GET', path: `/p${i}`, query: '', status: 200, ms: 1 });
    expect(ring.list().map((e) => e.path)).toEqual(['/p5', '/p4', '/p3']);
  });
});
