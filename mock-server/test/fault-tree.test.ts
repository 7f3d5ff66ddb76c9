// The fault tree (red-sale/salefaulttree getSaleFaultTree), through `prism proxy
// --errors`: the faults of a device type (or every one's) as select-tree nodes, each under its
// 上级故障, the caller's tenant's only.
import { describe, expect, it } from 'vitest';
import { dataOf, twoTenantAdmins } from './helpers.ts';

const env = twoTenantAdmins();
const FT = '/red-sale/salefaulttree';
type Node = { id: string; parentId?: string; title: string; children?: Node[] };
type Fault = { id: string; parentId?: string; faultName: string; deviceTypeId?: string };
type Client = typeof env.admin;
const faults = async (client: Client) => (await dataOf(client.get(`${FT}/list`, { current: 1, size: 500 }))).records as Fault[];
const treeOf = async (client: Client, query: Record<string, string> = {}) =>
  (await dataOf(client.get(`${FT}/getSaleFaultTree`, query))) as Node[];
const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);

describe('fault tree', () => {
  it('answers every fault once, named by its faultName, each child under its parent', async () => {
    const records = new Map((await faults(env.admin)).map((f) => [f.id, f]));
    const nodes = await treeOf(env.admin);
    const all = flat(nodes);
    expect(all.map((n) => n.id).sort()).toEqual([...records.keys()].sort());
    expect(nodes.some((n) => n.children?.length)).toBe(true);
    for (const n of all) {
      expect(n.title).toBe(records.get(n.id)!.faultName);
      for (const child of n.children ?? []) expect(records.get(child.id)!.parentId).toBe(n.id);
    }
  });

  it("narrows to one device type's faults, a seeded child sharing its parent's type", async () => {
    const records = await faults(env.admin);
    const parent = records.find((f) => records.some((c) => c.parentId === f.id))!;
    const nodes = await treeOf(env.admin, { deviceTypeId: parent.deviceTypeId! });
    const ids = flat(nodes).map((n) => n.id);
    expect(ids).toEqual(expect.arrayContaining(records.filter((f) => f.parentId === parent.id).map((f) => f.id)));
    for (const id of ids) expect(records.find((f) => f.id === id)!.deviceTypeId).toBe(parent.deviceTypeId);
    expect(nodes.find((n) => n.id === parent.id)?.children?.length).toBeGreaterThan(0);
  });

  it("never shows another tenant's faults", async () => {
    await dataOf(env.admin.post(`${FT}/submit`, { faultName: '测试私有故障', faultCode: 'GZ-T-1' }));
    expect(flat(await treeOf(env.admin)).some((n) => n.title === '测试私有故障')).toBe(true);
    expect(flat(await treeOf(env.other)).some((n) => n.title === '测试私有故障')).toBe(false);
  });
});
