// Purchase order drafts (eim-purchase/purchaseorderdraft page, save, detail), through
// `prism proxy --errors`: a saved draft is numbered (CGCG<date><seq>) and stamped with its save
// time, read back by page and detail, its tenant's only.
import { describe, expect, it } from 'vitest';
import { dataOf, twoTenantAdmins } from './helpers.ts';

const env = twoTenantAdmins();
const PD = '/eim-purchase/purchaseorderdraft';
type Draft = { id: string; draftNo: string; supplierName: string; saveTime: string; content: string };
const find = async (client: typeof env.admin, supplierName: string) =>
  ((await dataOf(client.get(`${PD}/page`, { current: 1, size: 100, supplierName }))).records as Draft[])[0];

describe('purchase order drafts', () => {
  it('numbers a new draft and stamps its save time; an edit keeps the number; another tenant never sees it', async () => {
    await dataOf(env.admin.post(`${PD}/save`, { supplierName: '测试草稿供应商', purchasePerson: '采购员甲', content: '{"lines":[]}' }));
    const saved = (await find(env.admin, '测试草稿供应商'))!;
    expect(saved.draftNo).toMatch(/^CGCG\d{8}\d{4}$/);
    expect(saved.saveTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const detail = (await dataOf(env.admin.get(`${PD}/detail`, { id: saved.id }))) as Draft;
    expect(detail).toMatchObject({ draftNo: saved.draftNo, content: '{"lines":[]}' });
    await dataOf(env.admin.post(`${PD}/save`, { id: saved.id, supplierName: '测试草稿供应商', content: '{"lines":[1]}' }));
    expect(await find(env.admin, '测试草稿供应商')).toMatchObject({ id: saved.id, draftNo: saved.draftNo, content: '{"lines":[1]}' });
    expect(await find(env.other, '测试草稿供应商')).toBeUndefined();
  });
});
