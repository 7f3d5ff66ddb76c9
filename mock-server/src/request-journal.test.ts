// The journal keeps a request as the values at hand and writes its entry when it is read: the
// entry read must be the one written at once before (path, query to a second '?', time, caller).
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequestJournal, registerJournal } from './request-journal.ts';
import { Sessions } from './auth/sessions.ts';

const session = { tenantId: '100001', userId: '1', account: 'agent', deptId: '1', roleId: '1', roleAliases: [], isAdmin: false };

async function appWith(journal: RequestJournal, sessions: Sessions) {
  const app = Fastify({ logger: false });
  registerJournal(app, journal, () => sessions);
  app.get('/blade-desk/notice/list', async () => ({ ok: true }));
  app.post('/blade-auth/oauth/logout', async (req) => {
    sessions.revoke(String(req.headers['blade-auth']).slice('bearer '.length));
    return { ok: true };
  });
  await app.ready();
  return app;
}

afterEach(() => void vi.useRealTimers());

describe('journal entries written when read', () => {
  it('split the URL at the first and a second "?", name the caller, and keep the time the request ended', async () => {
    const journal = new RequestJournal();
    const sessions = new Sessions();
    const { access_token } = sessions.issue(session);
    const app = await appWith(journal, sessions);
    const before = Date.now();
    await app.inject({
      method: 'GET',
      url: '/blade-desk/notice/list?current=1&size=10?x=1',
      headers: { 'blade-auth': `bearer ${access_token}` },
    });
    const after = Date.now();
    await app.inject({ method: 'GET', url: '/blade-desk/notice/list' });
    await app.inject({ method: 'GET', url: '/__sandbox/info' });
    const [bare, listed] = journal.list();
    expect(journal.list()).toHaveLength(2);
    expect(listed).toMatchObject({
      method: 'GET',
      path: '/blade-desk/notice/list',
      query: 'current=1&size=10',
      status: 200,
      tenantId: '100001',
      account: 'agent',
    });
    expect(Date.parse(listed.time)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(listed.time)).toBeLessThanOrEqual(after);
    expect(listed.time).toBe(new Date(Date.parse(listed.time)).toISOString());
    expect(bare).toEqual({ time: bare.time, method: 'GET', path: '/blade-desk/notice/list', query: '', status: 200, ms: bare.ms });
    expect('tenantId' in bare).toBe(false);
    await app.close();
  });

  it('name no caller for a sign-out: its token no longer works when the answer has gone', async () => {
    const journal = new RequestJournal();
    const sessions = new Sessions();
    const { access_token } = sessions.issue(session);
    const app = await appWith(journal, sessions);
    await app.inject({ method: 'POST', url: '/blade-auth/oauth/logout', headers: { 'blade-auth': `bearer ${access_token}` } });
    const [out] = journal.list();
    expect(out).toMatchObject({ path: '/blade-auth/oauth/logout', status: 200 });
    expect(out.account).toBeUndefined();
    await app.close();
  });
});
