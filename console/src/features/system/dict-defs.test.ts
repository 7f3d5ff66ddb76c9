import { describe, expect, it } from 'vitest';
import { http, HttpResponse, R, server } from '@/testing/msw-server';
import { blade } from '@/lib/blade';
import { listOption, listQuery, listShape } from '@/resources/data';
import { childDict } from './dict-defs';

describe('child dictionary table', () => {
  it('reads child-list as BladeX answers it: a list (with nested entries), no paging parameters', async () => {
    let seen: URLSearchParams | undefined;
    const entries = [
      { id: '11', parentId: '10', code: 'notice', dictKey: '1', dictValue: '发布通知', parentName: '通知类型' },
      {
        id: '12',
        parentId: '10',
        code: 'notice',
        dictKey: '2',
        dictValue: '批转通知',
        parentName: '通知类型',
        hasChildren: true,
        children: [{ id: '13', parentId: '12', code: 'notice', dictKey: '2-1', dictValue: '部门批转' }],
      },
    ];
    server.use(
      http.get('/blade-system/dict-biz/child-list', ({ request }) => {
        seen = new URL(request.url).searchParams;
        return HttpResponse.json(R(entries));
      }),
    );
    const def = childDict('dict-biz', { id: '10', code: 'notice' });
    // child-list is the contract's unpaged list of the dictionary's entries (x-blade-resource).
    expect(def.api).toMatchObject({ list: '/blade-system/dict-biz/child-list' });
    expect(listShape(def).paged).toBe(false);
    const result = await blade.anyResource(def.path).page(listQuery(def, { parentId: '10', current: 1, size: 10 }), listOption(def));
    expect(seen?.get('parentId')).toBe('10');
    expect(seen?.has('current') || seen?.has('size')).toBe(false);
    expect(result).toEqual({ records: entries, total: 2, current: 1, size: 2, pages: 1 }); // the SDK page shape: an unpaged list is one page
  });
});
