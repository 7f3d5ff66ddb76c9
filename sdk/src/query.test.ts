import { describe, expect, it } from 'vitest';
import { queryKeys, resourceQueries } from './query';
import { ok, signedIn } from './testing/helpers';

const line = (r: Request) => `${r.method} ${new URL(r.url).pathname}${decodeURIComponent(new URL(r.url).search)}`;

describe('query factories', () => {
  it('keys start with the tenant, the user and the resource, so one prefix covers lists and details', async () => {
    const { blade } = await signedIn({}, { '/blade-system/param/list': () => ok({ records: [], total: 0 }) });
    const param = resourceQueries(blade, '/blade-system/param');
    const list = param.list({ current: 1, size: 10 });
    const admin = ['000000', '1123598821738675201'];
    expect(list.queryKey).toEqual([...admin, 'blade-system/param', 'list', { current: 1, size: 10 }]);
    expect(param.detail('1').queryKey).toEqual([...admin, 'blade-system/param', 'detail', '1']);
    expect(param.key()).toEqual([...admin, 'blade-system/param']);
    for (const key of [list.queryKey, param.detail('1').queryKey, param.page().queryKey]) expect(key.slice(0, 3)).toEqual(param.key());
    expect(queryKeys.list({ tenantId: '100001', userId: 'u1' }, '/blade-system/param')).toEqual([
      '100001',
      'u1',
      'blade-system/param',
      'list',
      {},
    ]);
    const data = await list.queryFn({ signal: new AbortController().signal } as never);
    expect(data).toEqual({ records: [], total: 0 });
  });

  it("a missing record's detail is null (TanStack Query refuses undefined data)", async () => {
    const { blade } = await signedIn({}, { '/blade-system/param/detail': () => ok(null) });
    const data = await resourceQueries(blade, '/blade-system/param')
      .detail('404')
      .queryFn({ signal: new AbortController().signal } as never);
    expect(data).toBeNull();
  });

  it('mutations call submit and remove', async () => {
    const { blade, fetch } = await signedIn();
    const param = resourceQueries(blade, '/blade-system/param');
    await param.remove().mutationFn(['7']);
    expect(line(fetch.calls[0]!)).toBe('POST /api/blade-system/param/remove?ids=7');
    expect(param.submit().mutationKey).toEqual(['000000', '1123598821738675201', 'blade-system/param', 'submit']);
  });
});
