// Records kept on a record's tab (the contract's x-blade-sublist `offers`: a production
// order's materials, produceordermateriel/submit; a warehouse order's production lines), through
// `prism proxy --errors`: saved through their resource's own submit under a parent the caller can
// see, listed on that parent's tab, edited in place; never hung under another tenant's parent.
import { describe, expect, it } from 'vitest';
import { dataOf, refusalOf, twoTenantAdmins } from './helpers.ts';

const env = twoTenantAdmins();
const MAT = '/eim-produce/produceordermateriel';
const firstOf = async (client: typeof env.admin, path: string) => (await dataOf(client.get(path, { current: 1, size: 1 }))).records[0];
const materialsOf = async (client: typeof env.admin, orderId: string) =>
  await dataOf(client.get(`${MAT}/list-all`, { produceOrderId: orderId }));

describe("a production order's materials (a tab that keeps its records)", () => {
  it("adds a line under the caller's order, lists it on the order's tab and edits it in place", async () => {
    const [order, material] = [
      await firstOf(env.admin, '/eim-produce/produceorder/page'),
      await firstOf(env.admin, '/eim-product/materiel/page'),
    ];
    await dataOf(
      env.admin.post(`${MAT}/submit`, { produceOrderId: order.id, materielId: material.id, materielCode: 'TAB-T-1', needQuantity: 4 }),
    );
    const line = (await materialsOf(env.admin, order.id)).find((m: { materielCode: string }) => m.materielCode === 'TAB-T-1');
    expect(line).toMatchObject({ produceOrderId: order.id, needQuantity: 4 });
    await dataOf(env.admin.post(`${MAT}/submit`, { ...line, needQuantity: 9 }));
    const lines = (await materialsOf(env.admin, order.id)).filter((m: { materielCode: string }) => m.materielCode === 'TAB-T-1');
    expect(lines.map((m: { id: string; needQuantity: number }) => [m.id, m.needQuantity])).toEqual([[line.id, 9]]);
  });

  it("refuses a line under another tenant's order or an order that does not exist, and saves nothing", async () => {
    const [foreign, material] = [
      await firstOf(env.other, '/eim-produce/produceorder/page'),
      await firstOf(env.admin, '/eim-product/materiel/page'),
    ];
    for (const produceOrderId of [foreign.id, '1999999999999999999']) {
      expect(
        await refusalOf(
          env.admin.post(`${MAT}/submit`, { produceOrderId, materielId: material.id, materielCode: 'TAB-T-X', needQuantity: 1 }),
        ),
      ).toBe('数据不存在: produceOrderId');
    }
    expect((await materialsOf(env.other, foreign.id)).map((m: { materielCode: string }) => m.materielCode)).not.toContain('TAB-T-X');
  });

  it("refuses moving one's own line under another tenant's order", async () => {
    const order = await firstOf(env.admin, '/eim-produce/produceorder/page');
    const [line] = await materialsOf(env.admin, order.id);
    const foreign = await firstOf(env.other, '/eim-produce/produceorder/page');
    expect(await refusalOf(env.admin.post(`${MAT}/submit`, { ...line, produceOrderId: foreign.id }))).toBe('数据不存在: produceOrderId');
    expect((await materialsOf(env.admin, order.id)).map((m: { id: string }) => m.id)).toContain(line.id);
  });
});

describe("a warehouse order's production lines", () => {
  it('requires what a production line must carry, and keeps it under its warehouse order', async () => {
    const order = await firstOf(env.admin, '/red-sale/warehouseorder/list');
    const PD = '/red-sale/warehouseproducedetailorder';
    expect(await refusalOf(env.admin.post(`${PD}/submit`, { warehouseOrderId: order.id, productName: '缺生产单号' }))).toMatch(
      /produceOrderNo|planQuantity/,
    );
    await dataOf(env.admin.post(`${PD}/submit`, { warehouseOrderId: order.id, produceOrderNo: 'TAB-SC-1', planQuantity: 2 }));
    const lines = await dataOf(env.admin.get(`${PD}/list`, { warehouseOrderId: order.id, current: 1, size: 100 }));
    expect((lines.records ?? lines).map((l: { produceOrderNo: string }) => l.produceOrderNo)).toContain('TAB-SC-1');
  });
});

describe("a server order's materials (工单素材)", () => {
  const SM = '/red-sale/saleserverordersourcematerial';
  const BATCH = `${SM}/submitSavePCSaleServerOrderSourceMaterial`;
  const materialsOf = async (client: typeof env.admin, serverOrderId: string) =>
    (await dataOf(client.get(`${SM}/list`, { serverOrderId, current: 1, size: 100 }))).records;

  it("adds several at once under the caller's order; one under another tenant's order saves none", async () => {
    const [mine, foreign] = [
      await firstOf(env.admin, '/red-sale/saleserverorder/list'),
      await firstOf(env.other, '/red-sale/saleserverorder/list'),
    ];
    await dataOf(
      env.admin.post(BATCH, [
        { serverOrderId: mine.id, materialType: 1, fileUrl: 'https://oss.example/TAB-M-1.jpg' },
        { serverOrderId: mine.id, materialType: 2, fileUrl: 'https://oss.example/TAB-M-2.mp4' },
      ]),
    );
    expect((await materialsOf(env.admin, mine.id)).map((m: { fileUrl: string }) => m.fileUrl)).toEqual(
      expect.arrayContaining(['https://oss.example/TAB-M-1.jpg', 'https://oss.example/TAB-M-2.mp4']),
    );
    const refusal = await refusalOf(
      env.admin.post(BATCH, [
        { serverOrderId: mine.id, materialType: 1, fileUrl: 'https://oss.example/TAB-M-3.jpg' },
        { serverOrderId: foreign.id, materialType: 1, fileUrl: 'https://oss.example/TAB-M-4.jpg' },
      ]),
    );
    expect(refusal).toBe('第 2 行: 数据不存在: serverOrderId');
    expect((await materialsOf(env.admin, mine.id)).map((m: { fileUrl: string }) => m.fileUrl)).not.toContain(
      'https://oss.example/TAB-M-3.jpg',
    );
  });

  it("answers a video's thumbnail (its own, else the store's snapshot), refuses a photo and another tenant's video", async () => {
    const thumb = (client: typeof env.admin, videoUrl: string) => client.get(`${SM}/getVideoThumilbImg`, { videoUrl });
    expect(await dataOf(thumb(env.admin, 'https://oss.example/TAB-M-2.mp4'))).toBe(
      'https://oss.example/TAB-M-2.mp4?x-oss-process=video/snapshot,t_1000,f_jpg,w_320',
    );
    expect(await refusalOf(thumb(env.admin, 'https://oss.example/TAB-M-1.jpg'))).toBe('当前状态不允许此操作');
    expect(await refusalOf(thumb(env.other, 'https://oss.example/TAB-M-2.mp4'))).toBe('数据不存在');
  });
});

describe("a 公众号's WeChat menu (saleapp create-menu, query-menu, delete-menu)", () => {
  const APP = '/red-sale/saleapp';
  const apps = async (client: typeof env.admin) =>
    (await dataOf(client.get(`${APP}/list`, { current: 1, size: 100 }))).records as { id: string; appType: number }[];

  it("is read back as published, removed, and published again from the app's menus; refused for a 小程序 and another tenant's app", async () => {
    const mine = await apps(env.admin);
    const official = mine.find((a) => a.appType === 2)!;
    const mini = mine.find((a) => a.appType === 1)!;
    const menu = async () => (await dataOf(env.admin.get(`${APP}/query-menu`, { saleAppId: official.id }))) as { saleAppId: string }[];
    const published = await menu();
    expect(published.length).toBeGreaterThan(0);
    expect(published.every((m) => m.saleAppId === official.id)).toBe(true);
    await dataOf(env.admin.get(`${APP}/delete-menu`, { saleAppId: official.id }));
    expect(await menu()).toEqual([]);
    await dataOf(env.admin.post(`${APP}/create-menu`, undefined, { saleAppId: official.id }));
    expect((await menu()).length).toBe(published.length);
    expect(await refusalOf(env.admin.post(`${APP}/create-menu`, undefined, { saleAppId: mini.id }))).toBe('当前状态不允许此操作');
    const foreign = (await apps(env.other)).find((a) => a.appType === 2)!;
    expect(await refusalOf(env.admin.get(`${APP}/delete-menu`, { saleAppId: foreign.id }))).toBe('数据不存在');
    expect(await refusalOf(env.admin.get(`${APP}/query-menu`, { saleAppId: foreign.id }))).toBe('数据不存在');
  });
});
