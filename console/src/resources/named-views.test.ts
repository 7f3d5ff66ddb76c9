import { beforeEach, describe, expect, it } from 'vitest';
import { storage } from '@/lib/storage';
import type { ListState } from './list-state';
import { MAX_VIEWS, readViews, removeView, saveView, stateOfView } from './named-views';

const PATH = '/system/param';
const state = (over: Partial<ListState> = {}): ListState => ({
  page: 3,
  size: 30,
  search: { paramName: '站点' },
  node: '1854664827000000002',
  hidden: ['remark'],
  sort: { prop: 'createTime', dir: 'desc' },
  widths: { paramName: 240 },
  pins: { paramKey: 'left' },
  ...over,
});

beforeEach(() => window.localStorage.clear());

describe('named views of a list', () => {
  it("keep a list's search, side tree node, sort, columns and size under a name, not its page, and give them back from page 1", () => {
    const [view] = saveView(PATH, '站点参数', state());
    expect(view).toEqual({ name: '站点参数', ...state(), page: undefined });
    expect(readViews(PATH)).toEqual([view]);
    expect(stateOfView(view!)).toEqual({ ...state(), page: 1 });
  });

  it('replace a view of the same name, drop one by name, and keep each screen its own', () => {
    saveView(PATH, 'a', state());
    saveView(PATH, 'b', state({ size: 50 }));
    saveView(PATH, 'a', state({ size: 100 }));
    expect(readViews(PATH).map((v) => [v.name, v.size])).toEqual([
      ['b', 50],
      ['a', 100],
    ]);
    expect(removeView(PATH, 'b').map((v) => v.name)).toEqual(['a']);
    expect(readViews('/system/post')).toEqual([]);
  });

  it(`keep the newest ${MAX_VIEWS}, and read past what storage holds that is not a view`, () => {
    for (let i = 0; i <= MAX_VIEWS; i++) saveView(PATH, `v${i}`, state());
    const names = readViews(PATH).map((v) => v.name);
    expect(names).toHaveLength(MAX_VIEWS);
    expect(names[0]).toBe('v1');
    const key = Object.keys(window.localStorage).find((k) => k.includes('resource-views:'))!;
    storage.set(key.replace(/^saber-/, ''), [null, { name: '' }, { name: 'ok', size: 7, sort: { prop: 1 } }]);
    expect(readViews(PATH)).toEqual([expect.objectContaining({ name: 'ok', size: 10, sort: undefined })]);
  });
});
