// Lists write an unchanged row from the JSON kept with it (records.ts wireJson, wire.ts JsonRows):
// what a list writes is always the row as it is now, through every kind of change a handler
// makes, and the answer around the rows is the one JSON.stringify gives of the plain answer. A
// list answer kept for its table (handlers/kept-lists.ts) follows every write, and is never
// another tenant's nor one a caller's data scope would narrow.
import { describe, expect, it } from 'vitest';
import { toWire, wireJson } from '../src/records.ts';
import type { Schema } from '../src/schema.ts';
import { Store, type Row } from '../src/store.ts';
import { JsonRows, page, r } from '../src/wire.ts';
import { dataOf, stackReseededPerTest, Client, type Answer } from './helpers.ts';
import { random, scanFilter, scanSort } from './scan.ts';

const PROPS: Record<string, Schema> = {
  id: { type: 'string' },
  status: { type: 'integer' },
  title: { type: 'string' },
  remark: { type: 'string' },
  tags: { type: 'array', items: { type: 'string' } },
};
const TITLES = ['通知', 'a "quoted" title', 'back\\slash', '$& $1 $$', '\u2028', '\u2060rows\u2060', ''];
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const fresh = (row: Row) => JSON.stringify(toWire(row, PROPS));

function randomRow(rnd: ReturnType<typeof random>, id: string): Row {
  return { id, status: rnd.int(3), title: rnd.pick(TITLES), remark: rnd.chance(0.3) ? null : rnd.pick(TITLES) };
}

/** One random change, made the way some handler makes it. */
function change(rnd: ReturnType<typeof random>, store: Store, next: () => string): void {
  const table = store.table('000000', 'test/notice');
  const keys = [...table.keys()];
  const key = keys.length ? rnd.pick(keys) : undefined;
  const kind = key === undefined ? 0 : rnd.int(8);
  if (kind === 0) store.insert('000000', 'test/notice', randomRow(rnd, next()));
  else if (kind === 1) table.delete(key!);
  else if (kind === 2) table.get(key!)!.status = rnd.int(3);
  else if (kind === 3) Object.assign(table.get(key!)!, { title: rnd.pick(TITLES), remark: null });
  else if (kind === 4) table.set(key!, randomRow(rnd, key!));
  else if (kind === 5) {
    // changed directly on the object just stored, before the journal settles the table, even
    // after a list in the same job wrote it
    const row = randomRow(rnd, next());
    table.set(row.id, row);
    if (rnd.chance(0.5)) wireJson(table.read(row.id)!, PROPS);
    row.title = rnd.pick(TITLES);
  } else if (kind === 6) delete table.get(key!)!.remark;
  // a nested value changed in place: no table sees it
  else (table.get(key!)!.tags ??= []).push(rnd.pick(TITLES));
}

describe('rows written from their kept JSON', () => {
  it('always write the row as it is now, through every kind of change, and reuse what an unchanged row kept', () => {
    for (const seed of [1, 2, 3, 4]) {
      const rnd = random(seed);
      const store = new Store();
      let n = 0;
      const next = () => `N${seed}-${++n}`;
      for (let i = 0; i < 40; i++) store.insert('000000', 'test/notice', randomRow(rnd, next()));
      for (let round = 0; round < 200; round++) {
        for (let k = rnd.int(4); k >= 0; k--) change(rnd, store, next);
        // the journal settles the tables at the end of each request's job
        if (rnd.chance(0.7)) store.drain();
        const table = store.table('000000', 'test/notice');
        for (const row of [...table.ordered()].map((e) => e.row)) {
          expect(text(wireJson(row, PROPS)), `seed ${seed} round ${round}`).toBe(fresh(row));
          expect(text(wireJson(table.get(String(row.id))!, PROPS))).toBe(fresh(row));
        }
      }
      store.drain();
      const flat = store.table('000000', 'test/notice').read(store.rows('000000', 'test/notice').find((row) => !row.tags)!.id)!;
      expect(wireJson(flat, PROPS)).toBe(wireJson(flat, PROPS));
    }
  });

  it('answer the JSON of the plain answer, as bytes and through JSON.stringify', () => {
    const rnd = random(9);
    for (let round = 0; round < 30; round++) {
      const rows = Array.from({ length: rnd.int(6) }, (_, i) => ({ ...randomRow(rnd, `R${i}`), tags: rnd.chance(0.3) ? ['x'] : [] }));
      const p = page(rows, 1 + rnd.int(2), 1 + rnd.int(4));
      const plain = r({ ...p, records: p.records.map((row) => toWire(row, PROPS)) });
      const answer = new JsonRows(
        (records) => r({ ...p, records }),
        p.records.map((row) => wireJson(row, PROPS)),
      );
      expect(answer.body().toString('utf8')).toBe(JSON.stringify(plain));
      expect(JSON.stringify(answer)).toBe(JSON.stringify(plain));
      const array = new JsonRows(
        (records) => r(records),
        rows.map((row) => wireJson(row, PROPS)),
      );
      expect(array.body().toString('utf8')).toBe(JSON.stringify(r(rows.map((row) => toWire(row, PROPS)))));
    }
  });
});

describe('a list after writes, through Prism: its rows and the answer kept for its table', () => {
  const stack = stackReseededPerTest();

  it('answers a list asked again as its table is now, after writes made every way', async () => {
    const c = new Client(stack.url);
    await c.signIn('000000', 'admin', 'admin');
    const res = stack.sandbox.state.resources.get('blade-system/param')!;
    const table = () => stack.sandbox.state.store.table('000000', res.table);
    const queries: Record<string, string>[] = [
      { current: '1', size: '10' },
      { current: '2', size: '5', descs: 'update_time' },
      { current: '1', size: '100' },
    ];
    const rnd = random(5);
    for (let round = 0; round < 30; round++) {
      const id = rnd.pick([...table().keys()]);
      const write = rnd.int(5);
      if (write === 0)
        await dataOf(c.post('/blade-system/param/submit', { paramName: `参数${round}`, paramKey: `k.${round}`, paramValue: 'v' }));
      else if (write === 1) await dataOf(c.post('/blade-system/param/submit', { id, paramValue: `改${round}` }));
      else if (write === 2) await dataOf(c.post('/blade-system/param/remove', undefined, { ids: id }));
      // in place, through the row the table handed out, as a named operation changes a record
      else if (write === 3) table().get(id)!.remark = `直接${round}`;
      for (const q of [rnd.pick(queries), rnd.pick(queries)]) {
        const all = scanSort(scanFilter(stack.sandbox.state.store.rows('000000', res.table), q, res.props), q);
        const start = (Number(q.current) - 1) * Number(q.size);
        const page = await dataOf(c.get('/blade-system/param/list', q));
        expect(page.total, `round ${round}`).toBe(all.length);
        expect(page.records, `round ${round} ${JSON.stringify(q)}`).toEqual(
          all.slice(start, start + Number(q.size)).map((row) => toWire(row, res.props)),
        );
      }
    }
  });

  it('shows a parameter changed, removed or added since it was last listed', async () => {
    const c = new Client(stack.url);
    await c.signIn('000000', 'admin', 'admin');
    const list = async () => (await dataOf(c.get('/blade-system/param/list', { current: 1, size: 100 }))).records as Row[];
    const [first, second] = await list();
    await dataOf(c.post('/blade-system/param/submit', { id: first.id, paramValue: '已修改' }));
    expect((await list()).find((p) => p.id === first.id)?.paramValue).toBe('已修改');
    await dataOf(c.post('/blade-system/param/remove', undefined, { ids: second.id }));
    expect((await list()).some((p) => p.id === second.id)).toBe(false);
    await dataOf(c.post('/blade-system/param/submit', { paramName: '新参数', paramKey: 'test.kept', paramValue: '1' }));
    expect((await list()).find((p) => p.paramKey === 'test.kept')?.paramValue).toBe('1');
  });
  const PARAMS = '/blade-system/param/list';
  const NOTICES = '/blade-desk/notice/list';
  const ALL = { current: 1, size: 500 };
  const signedIn = async (tenant: string, account: string) => {
    const c = new Client(stack.url);
    const a = await c.signIn(tenant, account, account);
    return { c, deptId: String(a.body.dept_id) };
  };
  /** The records of a list asked twice (the second answer is the one kept), which must agree. */
  const records = async (c: Client, path: string, query: Record<string, unknown> = ALL): Promise<Row[]> => {
    const first = await dataOf(c.get(path, query));
    expect(await dataOf(c.get(path, query))).toEqual(first);
    return first.records;
  };
  const ok = async (call: Promise<Answer>) => expect((await call).body).toMatchObject({ code: 200, success: true });

  it('answers each tenant its own rows, the same client signed in again to another tenant included', async () => {
    const c = new Client(stack.url);
    await c.signIn('000000', 'admin', 'admin');
    const platform = await records(c, PARAMS);
    await c.signIn('100001', 'admin', 'admin');
    await ok(c.post('/blade-system/param/submit', { paramName: '本租户参数', paramKey: 'only.100001', paramValue: '1' }));
    const tenant = await records(c, PARAMS);
    expect(tenant.some((p) => p.paramKey === 'only.100001')).toBe(true);
    const res = stack.sandbox.state.resources.get('blade-system/param')!;
    expect(tenant).toEqual(stack.sandbox.state.store.rows('100001', res.table).map((row) => toWire(row, res.props)));

    await c.signIn('000000', 'admin', 'admin');
    expect(await records(c, PARAMS)).toEqual(platform);
    // The tenant table is one for all: a tenant's administrator is refused the platform's kept list.
    await records(c, '/blade-system/tenant/list', { current: 1, size: 10 });
    const other = await signedIn('100001', 'admin');
    expect((await other.c.get('/blade-system/tenant/list', { current: 1, size: 10 })).body).toMatchObject({ code: 403, success: false });
  });

  it("narrows a list kept for the administrator by each caller's data scope, as the role's grant is now", async () => {
    const admin = await signedIn('000000', 'admin');
    const all = await records(admin.c, NOTICES);
    const hr = await signedIn('000000', 'hr');
    const ownDept = all.filter((n) => n.createDept === hr.deptId);
    expect(ownDept.length).toBeGreaterThan(0);
    expect(ownDept.length).toBeLessThan(all.length);
    expect(await records(hr.c, NOTICES)).toEqual(ownDept);

    const roles: Row[] = await dataOf(admin.c.get('/blade-system/role/list'));
    const role = roles.find((r) => r.roleAlias === 'hr')!;
    const keys = await dataOf(admin.c.get('/blade-system/menu/role-tree-keys', { roleIds: role.id }));
    const grant = (dataScopeIds: string[]) =>
      ok(admin.c.post('/blade-system/role/grant', { roleIds: [role.id], menuIds: keys.menu, dataScopeIds, apiScopeIds: keys.apiScope }));
    await grant([]);
    expect(await records(hr.c, NOTICES)).toEqual(all);
    await grant(keys.dataScope);
    expect(await records(hr.c, NOTICES)).toEqual(ownDept);
  });

  it('answers a list as a state operation, a reset of the sandbox and a grown table leave it', async () => {
    const { c } = await signedIn('000000', 'admin');
    const enabled = (await records(c, '/blade-resource/voice/list')).find((v) => v.status === 1)!;
    await ok(c.post('/blade-resource/voice/disable', undefined, { id: enabled.id }));
    expect((await records(c, '/blade-resource/voice/list')).find((v) => v.id === enabled.id)?.status).toBe(2);

    const seeded = await records(c, PARAMS);
    await ok(c.post('/blade-system/param/submit', { paramName: '临时参数', paramKey: 'test.reset', paramValue: '1' }));
    expect(await records(c, PARAMS)).toHaveLength(seeded.length + 1);
    await fetch(`${stack.direct}/__sandbox/reset`, { method: 'POST' });
    await c.signIn('000000', 'admin', 'admin');
    expect((await records(c, PARAMS)).map((p) => p.paramKey)).toEqual(seeded.map((p) => p.paramKey));

    await fetch(`${stack.direct}/__sandbox/grow?resource=blade-system/param&rows=${seeded.length + 50}`, { method: 'POST' });
    expect((await dataOf(c.get(PARAMS, { current: 1, size: 10 }))).total).toBe(seeded.length + 50);
  });
});
