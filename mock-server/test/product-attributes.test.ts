// The product area's attribute calls (eim-product tree-list, grant-tree, goodsproductdict
// listing), through `prism proxy --errors`: the attribute nodes as a tree or one node's branch, the
// tree a product is given attributes from, and a product dictionary's entries, the caller's only.
import { describe, expect, it } from 'vitest';
import { dataOf, refusalOf, twoTenantAdmins } from './helpers.ts';

const env = twoTenantAdmins();
const TREE = '/eim-product/productattributetree';
type Node = { id: string; title: string; children?: Node[] };
type Client = typeof env.admin;
const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
const nodes = async (client: Client) =>
  (await dataOf(client.get(`${TREE}/list-all`))) as { id: string; parentId?: string; nodeName: string }[];
const treeList = async (client: Client, query: Record<string, string> = {}) =>
  (await dataOf(client.get(`${TREE}/tree-list`, query))) as Node[];

describe('product attribute trees', () => {
  it('tree-list answers every node once, by its name, each child under its parent', async () => {
    const records = new Map((await nodes(env.admin)).map((n) => [n.id, n]));
    const tree = await treeList(env.admin);
    expect(
      flat(tree)
        .map((n) => n.id)
        .sort(),
    ).toEqual([...records.keys()].sort());
    expect(tree.some((n) => n.children?.length)).toBe(true);
    for (const n of flat(tree)) {
      expect(n.title).toBe(records.get(n.id)!.nodeName);
      for (const child of n.children ?? []) expect(records.get(child.id)!.parentId).toBe(n.id);
    }
  });

  it("with parentId answers that node's branch, and refuses a node that is not the caller's", async () => {
    const records = await nodes(env.admin);
    const parent = records.find((n) => records.some((c) => c.parentId === n.id))!;
    const branch = await treeList(env.admin, { parentId: parent.id });
    expect(branch.map((n) => n.id).sort()).toEqual(
      records
        .filter((c) => c.parentId === parent.id)
        .map((c) => c.id)
        .sort(),
    );
    expect(await refusalOf(env.other.get(`${TREE}/tree-list`, { parentId: parent.id }))).toBe('数据不存在');
  });

  it("grant-tree answers the attribute tree for a product of the caller's, and refuses another tenant's product", async () => {
    const product = (
      (await dataOf(env.admin.get('/eim-product/goodsproduct/page', { current: 1, size: 1 }))).records as { id: string }[]
    )[0]!;
    const granted = (await dataOf(env.admin.get('/eim-product/productattribute/grant-tree', { productId: product.id }))) as Node[];
    expect(
      flat(granted)
        .map((n) => n.id)
        .sort(),
    ).toEqual(
      flat(await treeList(env.admin))
        .map((n) => n.id)
        .sort(),
    );
    expect(await refusalOf(env.other.get('/eim-product/productattribute/grant-tree', { productId: product.id }))).toBe('数据不存在');
  });

  it("never shows another tenant's nodes", async () => {
    await dataOf(env.admin.post(`${TREE}/submit`, { nodeName: '测试私有节点' }));
    expect(flat(await treeList(env.admin)).some((n) => n.title === '测试私有节点')).toBe(true);
    expect(flat(await treeList(env.other)).some((n) => n.title === '测试私有节点')).toBe(false);
  });
});

describe('product dictionary', () => {
  it("answers a code's entries in sort order (the units), never its heading row; the code is required", async () => {
    const units = (await dataOf(env.admin.get('/eim-product/goodsproductdict/listing', { code: 'product_unit' }))) as {
      dictKey: string;
      dictValue: string;
    }[];
    expect(units.map((u) => u.dictValue)).toEqual(['台', '套', '件', '个']);
    expect((await env.admin.get('/eim-product/goodsproductdict/listing')).status).toBeGreaterThanOrEqual(400);
  });

  it("seeds each product's unit as one of the dictionary's", async () => {
    const products = (await dataOf(env.admin.get('/eim-product/goodsproduct/page', { current: 1, size: 50 }))).records as {
      unit: string;
    }[];
    for (const p of products) expect(['台', '套', '件', '个']).toContain(p.unit);
  });
});
