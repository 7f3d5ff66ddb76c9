import { beforeEach, describe, expect, it } from 'vitest';
import { storage } from '@/lib/storage';
import { columnOf, initialListState, listParams, nextSort, parseListState, sortParams, stateKey, toUrlParams } from './list-state';

describe('sort of a list', () => {
  it('cycles a header: none -> ascending -> descending -> none; another column starts ascending', () => {
    const asc = nextSort(undefined, 'createTime');
    expect(asc).toEqual({ prop: 'createTime', dir: 'asc' });
    const desc = nextSort(asc, 'createTime');
    expect(desc).toEqual({ prop: 'createTime', dir: 'desc' });
    expect(nextSort(desc, 'createTime')).toBeUndefined();
    expect(nextSort(desc, 'paramName')).toEqual({ prop: 'paramName', dir: 'asc' });
  });

  it("sends BladeX's ascs/descs with the table's snake_case column", () => {
    expect(columnOf('createTime')).toBe('create_time');
    expect(columnOf('status')).toBe('status');
    expect(sortParams({ prop: 'paramKey', dir: 'asc' })).toEqual({ ascs: 'param_key' });
    expect(sortParams({ prop: 'updateTime', dir: 'desc' })).toEqual({ descs: 'update_time' });
    expect(sortParams(undefined)).toEqual({});
  });

  it('puts the sort in the request of a sortable paged list only', () => {
    const state = { page: 2, size: 30, search: { paramName: '站点' }, sort: { prop: 'createTime', dir: 'desc' as const } };
    expect(listParams({ paged: true, sortable: true }, state)).toEqual({ current: 2, size: 30, descs: 'create_time', paramName: '站点' });
    expect(listParams({ paged: true, sortable: false }, state)).toEqual({ current: 2, size: 30, paramName: '站点' });
    expect(listParams({ paged: false, sortable: false }, state, { parentId: '0' })).toEqual({ paramName: '站点', parentId: '0' });
  });
});

describe('column settings saved per tenant and user', () => {
  beforeEach(() => storage.remove(stateKey('/system/param')));

  it('restores sort, widths, pins and hidden columns on reopen', () => {
    storage.set(stateKey('/system/param'), {
      size: 50,
      hidden: ['remark'],
      sort: { prop: 'paramKey', dir: 'desc' },
      widths: { paramName: 240 },
      pins: { paramValue: 'right' },
    });
    const s = initialListState('/system/param', new URLSearchParams());
    expect(s).toMatchObject({
      size: 50,
      hidden: ['remark'],
      sort: { prop: 'paramKey', dir: 'desc' },
      widths: { paramName: 240 },
      pins: { paramValue: 'right' },
    });
  });

  it('drops a malformed saved sort and starts without widths or pins', () => {
    const s = parseListState(new URLSearchParams(), { sort: { prop: 'x', dir: 'sideways' } as never });
    expect(s.sort).toBeUndefined();
    expect(s.widths).toEqual({});
    expect(s.pins).toEqual({});
  });
});

describe('the node of a side tree', () => {
  const DEPT = '1123598813738675202';
  beforeEach(() => storage.remove(stateKey('/system/user')));

  it('is sent in the parameter its tree filters by, only when one is picked', () => {
    const state = { page: 1, size: 10, search: { account: 'hr' }, node: DEPT };
    const list = { paged: true, sortable: false, nodeParam: 'deptId' };
    expect(listParams(list, state)).toEqual({ current: 1, size: 10, account: 'hr', deptId: DEPT });
    expect(listParams(list, { ...state, node: '' })).toEqual({ current: 1, size: 10, account: 'hr' });
    expect(listParams({ paged: true, sortable: false }, state)).toEqual({ current: 1, size: 10, account: 'hr' });
  });

  it('lives in the address beside the page and the search, and comes back from it', () => {
    const url = toUrlParams({ page: 2, size: 10, search: { account: 'hr' }, node: DEPT }, new URLSearchParams('tab=1&node=old'));
    expect(url.toString()).toBe(`tab=1&page=2&node=${DEPT}&s.account=hr`);
    expect(parseListState(url, undefined)).toMatchObject({ page: 2, node: DEPT, search: { account: 'hr' } });
    expect(toUrlParams({ page: 1, size: 10, search: {}, node: '' }, url).toString()).toBe('tab=1');
  });

  it("is the saved one when the address has no filter, and never joins an address's own search", () => {
    storage.set(stateKey('/system/user'), { search: { account: 'admin' }, node: DEPT });
    expect(initialListState('/system/user', new URLSearchParams())).toMatchObject({ node: DEPT, search: { account: 'admin' } });
    expect(initialListState('/system/user', new URLSearchParams('s.account=hr'))).toMatchObject({ node: '', search: { account: 'hr' } });
    storage.set(stateKey('/system/user'), { node: 7 });
    expect(initialListState('/system/user', new URLSearchParams()).node).toBe('');
  });
});
