// The indexed lists answer exactly what a full scan answers: randomised tables changed every way a
// handler changes them (set, delete, in place through the handed-out row, and directly on the
// object just stored), queried with random filters, sorts and pages; then the same through the
// sandbox's own list, lazy tree and lazy list answers after random writes over HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conditionsOf, sortKeysOf } from '../src/handlers/common.ts';
import type { Schema } from '../src/schema.ts';
import { Store, type Row } from '../src/store.ts';
import { select } from '../src/tables/query.ts';
import { Client, startStack, type Stack } from './helpers.ts';
import { random, scanPage } from './scan.ts';

const PROPS: Record<string, Schema> = {
  id: { type: 'string' },
  status: { type: 'integer' },
  category: { type: 'integer' },
  title: { type: 'string' },
  tag: { type: 'string' },
  createTime: { type: 'string' },
  sort: { type: 'integer' },
};
const TITLES = ['通知', '公告', '张三', '李四', 'abc', 'Abc', '10', '9', '', '王五的通知'];
const TIMES = ['2024-01-01 10:00:00', '2024-01-01 10:00:00', '2024-02-03 08:30:00', '2023-12-31 23:59:59', '2024-05-01 00:00:00'];

function randomRow(rnd: ReturnType<typeof random>, id: string): Row {
  return {
    id,
    status: rnd.int(3),
    category: rnd.chance(0.2) ? null : 1 + rnd.int(3),
    title: rnd.pick(TITLES),
    tag: rnd.chance(0.3) ? undefined : rnd.pick(['a', 'b', 'c']),
    createTime: rnd.pick(TIMES),
    sort: rnd.int(5),
  };
}

function randomQuery(rnd: ReturnType<typeof random>): Record<string, string> {
  const q: Record<string, string> = {};
  if (rnd.chance(0.5)) q.status = String(rnd.int(3));
  if (rnd.chance(0.3)) q.category_equal = String(1 + rnd.int(3));
  if (rnd.chance(0.2)) q.tag_equal = rnd.pick(['a', 'b', 'c']);
  if (rnd.chance(0.2)) q.title = rnd.pick(['通', 'a', '三', '1']);
  if (rnd.chance(0.1)) q.title_notlike = rnd.pick(['通', 'A']);
  if (rnd.chance(0.1)) q.status_notequal = String(rnd.int(3));
  if (rnd.chance(0.1)) q.sort_gt = String(rnd.int(5));
  if (rnd.chance(0.1)) q.createTime_datege = rnd.pick(TIMES);
  const cols = ['create_time', 'sort', 'title', 'status', 'category'];
  if (rnd.chance(0.3)) q.ascs = rnd.pick(cols);
  if (rnd.chance(0.4)) q.descs = rnd.chance(0.8) ? rnd.pick(cols) : `${rnd.pick(cols)},${rnd.pick(cols)}`;
  q.current = String(1 + rnd.int(4));
  q.size = String(rnd.pick([1, 3, 10, 50]));
  return q;
}

/** One random change, made the way some handler makes it. */
function change(rnd: ReturnType<typeof random>, store: Store, next: () => string): void {
  const table = store.table('000000', 'test/notice');
  const keys = [...table.keys()];
  const key = keys.length ? rnd.pick(keys) : undefined;
  const kind = key === undefined ? 0 : rnd.int(7);
  if (kind === 0) store.insert('000000', 'test/notice', randomRow(rnd, next()));
  else if (kind === 1) table.delete(key!);
  else if (kind === 2)
    table.get(key!)!.status = rnd.int(3); // in place, through the row handed out
  else if (kind === 3)
    Object.assign(table.get(key!)!, { category: rnd.chance(0.2) ? null : 1 + rnd.int(3), sort: rnd.int(5), title: rnd.pick(TITLES) });
  else if (kind === 4)
    table.set(key!, randomRow(rnd, key!)); // replaced whole, keeping its place
  else if (kind === 5) {
    // changed directly on the object just stored, before anything reads the table
    const row = randomRow(rnd, next());
    table.set(row.id, row);
    row.status = rnd.int(3);
    row.createTime = rnd.pick(TIMES);
  } else delete table.get(key!)!.tag;
}

describe('indexed lists', () => {
  it('page, filter and sort exactly as a full scan, through every kind of change', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const rnd = random(seed);
      const store = new Store();
      let n = 0;
      const next = () => `N${seed}-${++n}`;
      for (let i = 0; i < 150; i++) store.insert('000000', 'test/notice', randomRow(rnd, next()));
      for (let round = 0; round < 120; round++) {
        // now and then a burst, as a bulk import makes: the indexes file many changes at once
        for (let k = round % 10 === 9 ? 150 : rnd.int(6); k >= 0; k--) change(rnd, store, next);
        const q = randomQuery(rnd);
        const table = store.table('000000', 'test/notice');
        const listing = select(table, conditionsOf(q, PROPS), sortKeysOf(q));
        const start = (Number(q.current) - 1) * Number(q.size);
        const got = { total: listing.length, keys: listing.slice(start, start + Number(q.size)).map((r) => String(r.id)) };
        expect(got, `seed ${seed} round ${round} ${JSON.stringify(q)}`).toEqual(scanPage(store.rows('000000', 'test/notice'), q, PROPS));
        expect(
          listing.all().map((r) => r.id),
          JSON.stringify(q),
        ).toEqual(scanPage(store.rows('000000', 'test/notice'), { ...q, current: '1', size: '100000' }, PROPS).keys);
      }
    }
  });

  it('read the stored rows, and see no change made to a row after it was removed', () => {
    const store = new Store();
    const row = store.insert('000000', 'test/notice', { id: '1', status: 1 });
    const table = store.table('000000', 'test/notice');
    expect(select(table, conditionsOf({ status: '1' }, PROPS), []).length).toBe(1);
    table.delete('1');
    row.status = 2; // the caller's old reference: the table no longer holds it
    expect(select(table, conditionsOf({ status: '2' }, PROPS), []).length).toBe(0);
    store.insert('000000', 'test/notice', { id: '2', status: 2 });
    expect(
      select(table, conditionsOf({ status: '2' }, PROPS), [])
        .all()
        .map((r) => r.id),
    ).toEqual(['2']);
  });
});

describe('indexed answers of the sandbox', () => {
  let stack: Stack;
  let c: Client;
  beforeAll(async () => {
    stack = await startStack();
    c = new Client(stack.url);
    await c.signIn('000000', 'admin', 'admin');
  }, 60_000);
  afterAll(() => stack?.stop());

  const rowsOf = (table: string) => stack.sandbox.state.store.rows('000000', table);

  it('lists notices as a scan would, after random writes', async () => {
    const rnd = random(42);
    const props = stack.sandbox.state.resources.get('blade-desk/notice')!.props;
    for (let round = 0; round < 60; round++) {
      const ids = rowsOf('blade-desk/notice').map((r) => String(r.id));
      const w = rnd.int(4);
      let write;
      if (w === 0)
        write = await c.post('/blade-desk/notice/submit', {
          title: rnd.pick(TITLES) || '无题',
          category: 1 + rnd.int(3),
          content: 'x',
          releaseTime: rnd.pick(TIMES),
        });
      else if (w === 1)
        write = await c.post('/blade-desk/notice/submit', { id: rnd.pick(ids), category: 1 + rnd.int(3), status: rnd.int(3) });
      else if (w === 2 && ids.length > 20) write = await c.post('/blade-desk/notice/remove', undefined, { ids: rnd.pick(ids) });
      if (write) expect(write.body, JSON.stringify(write.body)).toMatchObject({ success: true });
      const q = { ...randomQuery(rnd) };
      delete q.tag_equal;
      const a = await c.get('/blade-desk/notice/list', q);
      expect(a.status, JSON.stringify(a.body)).toBe(200);
      const got = { total: a.body.data.total, keys: a.body.data.records.map((r: Row) => r.id) };
      expect(got, `round ${round} ${JSON.stringify(q)}`).toEqual(scanPage(rowsOf('blade-desk/notice'), q, props));
    }
  });

  it('answers lazy trees and lazy lists level by level as a scan would, after moves', async () => {
    const rnd = random(7);
    const bySort = (a: Row, b: Row) => (Number(a.sort) || 0) - (Number(b.sort) || 0);
    for (let round = 0; round < 25; round++) {
      const depts = rowsOf('@Dept');
      const pick = rnd.pick(depts);
      let write;
      if (round % 3 === 0)
        write = await c.post('/blade-system/dept/submit', {
          deptName: `部门${round}`,
          fullName: `部门${round}`,
          parentId: rnd.chance(0.3) ? '0' : String(rnd.pick(depts).id),
          sort: rnd.int(4),
          deptCategory: 1,
        });
      else if (round % 3 === 1)
        write = await c.post('/blade-system/dept/submit', {
          id: pick.id,
          parentId: String(rnd.pick(depts.filter((d) => d.id !== pick.id)).id),
          sort: rnd.int(4),
        });
      if (write) expect(write.body, JSON.stringify(write.body)).toMatchObject({ success: true });
      const all = rowsOf('@Dept');
      const parent = rnd.chance(0.3) ? '0' : String(rnd.pick(all).id);
      const expected = all.filter((d) => String(d.parentId ?? '0') === parent).sort(bySort);
      const hasKids = (id: string) => all.some((d) => String(d.parentId ?? '0') === id);
      const lazy = (await c.get('/blade-system/dept/lazy-list', { parentId: parent })).body.data as Row[];
      expect(lazy.map((d) => [d.id, d.parentName, Boolean(d.hasChildren)])).toEqual(
        expected.map((d) => [d.id, String(all.find((p) => String(p.id) === String(d.parentId))?.deptName ?? ''), hasKids(String(d.id))]),
      );
      const tree = (await c.get('/blade-system/dept/lazy-tree', { parentId: parent })).body.data as Row[];
      expect(tree.map((d) => [d.id, Boolean(d.hasChildren)])).toEqual(expected.map((d) => [String(d.id), hasKids(String(d.id))]));
    }
    const regions = rowsOf('blade-system/region');
    for (const code of ['00', ...regions.slice(0, 12).map((r) => String(r.code))]) {
      const got = (await c.get('/blade-system/region/lazy-tree', { parentCode: code })).body.data as Row[];
      const kids = regions.filter((r) => String(r.parentCode ?? '00') === code).sort(bySort);
      expect(got.map((r) => [r.id, Boolean(r.hasChildren)])).toEqual(
        kids.map((r) => [String(r.code), regions.some((x) => String(x.parentCode ?? '00') === String(r.code))]),
      );
    }
  });
});
