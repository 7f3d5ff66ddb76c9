import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_RECENT, recentPages, recordVisit } from './recent-pages';

const page = (value: string, label = value) => ({ value, label });
const admin = { tenantId: '000000', userId: '1' };

beforeEach(() => window.localStorage.clear());

describe('recent pages', () => {
  it('puts the page opened last first, each screen once whatever its query, never home', () => {
    recordVisit(page('/system/param/index', '参数管理'), admin);
    recordVisit(page('/system/user/index?s.account=a', '用户管理'), admin);
    recordVisit(page('/wel/index', '首页'), admin);
    recordVisit(page('/system/param/index?page=2', '参数管理'), admin);
    expect(recentPages(admin).map((p) => p.value)).toEqual(['/system/param/index?page=2', '/system/user/index?s.account=a']);
  });

  it(`keeps the last ${MAX_RECENT}, per tenant and user, and nothing without a session`, () => {
    for (let i = 0; i < MAX_RECENT + 2; i++) recordVisit(page(`/a/${i}/index`), admin);
    expect(recentPages(admin)).toHaveLength(MAX_RECENT);
    expect(recentPages(admin)[0]!.value).toBe(`/a/${MAX_RECENT + 1}/index`);
    const other = { tenantId: '100001', userId: '1' };
    expect(recentPages(other)).toEqual([]);
    recordVisit(page('/b/index'), { tenantId: '100001', userId: '' });
    expect(recentPages(other)).toEqual([]);
  });
});
