import { describe, expect, it } from 'vitest';
import { queryKeys, resourceQueries } from '../src/query';
import { resourceOverrides } from '../src/generated/resources';
import { ok, signedIn, makeClient } from './helpers';

const line = (r: Request) => `${r.method} ${new URL(r.url).pathname}${decodeURIComponent(new URL(r.url).search)}`;

describe('resource helper', () => {
  it('list, page, detail, submit and remove follow the standard pattern', async () => {
    const page = { records: [{ id: '1', paramName: 'a' }], total: 37, size: 10, current: 1, pages: 4 };
    const { blade, fetch } = makeClient((r) => (new URL(r.url).pathname.endsWith('/list') ? ok(page) : ok({ id: '1' })));
    const param = blade.resource('/blade-system/param');
    expect(await param.list({ current: 1, size: 10, paramName: '名' })).toEqual(page);
    expect(await param.page({ current: 2 })).toEqual({ records: page.records, total: 37 });
    expect(await param.detail('1')).toEqual({ id: '1' });
    await param.submit({ paramName: 'a', paramKey: 'k', paramValue: 'v' });
    await param.remove(['1', '2']);
    expect(fetch.calls.map(line)).toEqual([
      'GET /api/blade-system/param/list?current=1&size=10&paramName=名',
      'GET /api/blade-system/param/list?current=2',
      'GET /api/blade-system/param/detail?id=1',
      'POST /api/blade-system/param/submit',
      'POST /api/blade-system/param/remove?ids=1,2',
    ]);
    expect(await fetch.calls[3]!.json()).toEqual({ paramName: 'a', paramKey: 'k', paramValue: 'v' });
  });

  it('uses the generated overrides for lists, detail keys, submit and body removal', async () => {
    resourceOverrides['/blade-system/param'] = { list: 'page', detailParam: 'gid', submit: 'save', removeBody: true };
    try {
      const { blade, fetch } = makeClient(() => ok([{ id: '1' }]));
      const param = blade.resource('/blade-system/param');
      expect(await param.page()).toEqual({ records: [{ id: '1' }], total: 1 });
      await param.detail('9');
      await param.submit({});
      await param.remove(['1', '2']);
      expect(fetch.calls.map(line)).toEqual([
        'GET /api/blade-system/param/page',
        'GET /api/blade-system/param/detail?gid=9',
        'POST /api/blade-system/param/save',
        'POST /api/blade-system/param/remove',
        'POST /api/blade-system/param/remove',
      ]);
      expect(await Promise.all(fetch.calls.slice(3).map((r) => r.json()))).toEqual([{ id: '1' }, { id: '2' }]);
    } finally {
      delete resourceOverrides['/blade-system/param'];
    }
  });
});

describe('query factories', () => {
  it('keys start with the tenant and the resource, so one prefix covers lists and details', async () => {
    const { blade } = await signedIn({}, { '/blade-system/param/list': () => ok({ records: [], total: 0 }) });
    const param = resourceQueries(blade, '/blade-system/param');
    const list = param.list({ current: 1, size: 10 });
    expect(list.queryKey).toEqual(['000000', 'blade-system/param', 'list', { current: 1, size: 10 }]);
    expect(param.detail('1').queryKey).toEqual(['000000', 'blade-system/param', 'detail', '1']);
    expect(param.key()).toEqual(['000000', 'blade-system/param']);
    for (const key of [list.queryKey, param.detail('1').queryKey, param.page().queryKey]) expect(key.slice(0, 2)).toEqual(param.key());
    expect(queryKeys.list('100001', '/blade-system/param')).toEqual(['100001', 'blade-system/param', 'list', {}]);
    const data = await list.queryFn({ signal: new AbortController().signal } as never);
    expect(data).toEqual({ records: [], total: 0 });
  });

  it('mutations call submit and remove', async () => {
    const { blade, fetch } = await signedIn();
    const param = resourceQueries(blade, '/blade-system/param');
    await param.remove().mutationFn(['7']);
    expect(line(fetch.calls[0]!)).toBe('POST /api/blade-system/param/remove?ids=7');
    expect(param.submit().mutationKey).toEqual(['000000', 'blade-system/param', 'submit']);
  });
});
