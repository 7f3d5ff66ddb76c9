// Translation labels (eim-user/translatelabel getLanguageByZH,
// getTranslateContentByLanguageDictBizId, updateByDictBizId, saveLabelData), through `prism proxy
// --errors`: labels of the caller's tenant only, languages from the business dictionary `language`.
import { describe, expect, it } from 'vitest';
import { dataOf, refusalOf, twoTenantAdmins } from './helpers.ts';

const env = twoTenantAdmins();
const TL = '/eim-user/translatelabel';
type Label = {
  id: string;
  languageDictBizId: string;
  languageName: string;
  labelKey: string;
  zhContent: string;
  translateContent?: string;
  tenantId?: string;
};
type Client = typeof env.admin;
// BladeX answers a dictionary in no order: its order is `sort`.
const languages = async (client: Client) =>
  (
    (await dataOf(client.get('/blade-system/dict-biz/dictionary', { code: 'language' }))) as {
      id: string;
      dictValue: string;
      sort: number;
    }[]
  ).sort((a, b) => a.sort - b.sort);
const ofLanguage = async (client: Client, languageDictBizId: string, tenantId?: string) =>
  (await dataOf(
    client.get(`${TL}/getTranslateContentByLanguageDictBizId`, { languageDictBizId, ...(tenantId ? { tenantId } : {}) }),
  )) as Label[];
const ofChinese = async (client: Client, zhContent: string) =>
  (await dataOf(client.get(`${TL}/getLanguageByZH`, { zhContent }))) as Label[];

describe('translation labels', () => {
  it('seeds labels in the languages of the dictionary, named as the dictionary names them', async () => {
    const langs = await languages(env.admin);
    expect(langs.map((l) => l.dictValue)).toEqual(['英语', '越南语', '日语', '泰语']);
    const page = (await dataOf(env.admin.get(`${TL}/page`, { current: 1, size: 100 }))) as { records: Label[] };
    expect(page.records.length).toBeGreaterThan(0);
    for (const label of page.records) expect(label.languageName).toBe(langs.find((l) => l.id === label.languageDictBizId)?.dictValue);
  });

  it('adds labels, reads them by language and by Chinese text, and edits their translations', async () => {
    const [en, vi] = await languages(env.admin);
    const rows = [
      { languageDictBizId: en!.id, labelKey: 'test.invoice', zhContent: '发票测试', translateContent: 'Invoice' },
      { languageDictBizId: vi!.id, labelKey: 'test.invoice', zhContent: '发票测试', translateContent: 'Hóa đơn' },
    ];
    await dataOf(env.admin.post(`${TL}/saveLabelData`, rows));
    const english = await ofLanguage(env.admin, en!.id, '000000');
    expect(english.find((l) => l.labelKey === 'test.invoice')).toMatchObject({ translateContent: 'Invoice', languageName: '英语' });
    expect(english.map((l) => l.labelKey)).toEqual([...english.map((l) => l.labelKey)].sort((a, b) => a.localeCompare(b)));
    expect((await ofChinese(env.admin, '发票测试')).map((l) => [l.languageName, l.translateContent])).toEqual([
      ['英语', 'Invoice'],
      ['越南语', 'Hóa đơn'],
    ]);

    await dataOf(
      env.admin.post(`${TL}/updateByDictBizId`, [{ languageDictBizId: en!.id, labelKey: 'test.invoice', translateContent: 'Tax invoice' }]),
    );
    expect((await ofChinese(env.admin, '发票测试')).map((l) => l.translateContent)).toEqual(['Tax invoice', 'Hóa đơn']);
  });

  it('refuses a key a language already has, an unknown language and an unknown label, saving none of the rows', async () => {
    const [en, , ja] = await languages(env.admin);
    const fresh = { languageDictBizId: ja!.id, labelKey: 'test.refused', zhContent: '拒绝测试', translateContent: '拒否' };
    await dataOf(
      env.admin.post(`${TL}/saveLabelData`, [
        { languageDictBizId: en!.id, labelKey: 'test.once', zhContent: '一次', translateContent: 'Once' },
      ]),
    );
    expect(
      await refusalOf(
        env.admin.post(`${TL}/saveLabelData`, [fresh, { languageDictBizId: en!.id, labelKey: 'test.once', zhContent: '一次' }]),
      ),
    ).toBe('第 2 行: 该语言已有此标签键');
    expect(await refusalOf(env.admin.post(`${TL}/saveLabelData`, [fresh, { ...fresh }]))).toBe('第 2 行: 该语言已有此标签键');
    expect(await refusalOf(env.admin.post(`${TL}/saveLabelData`, [{ ...fresh, languageDictBizId: '1' }]))).toBe(
      '第 1 行: 数据不存在: languageDictBizId',
    );
    expect(
      await refusalOf(
        env.admin.post(`${TL}/updateByDictBizId`, [
          { languageDictBizId: en!.id, labelKey: 'test.once', translateContent: 'One time' },
          { languageDictBizId: en!.id, labelKey: 'test.nowhere', translateContent: 'x' },
        ]),
      ),
    ).toBe('第 2 行: 数据不存在');
    expect(await ofChinese(env.admin, '拒绝测试')).toEqual([]);
    expect((await ofChinese(env.admin, '一次')).map((l) => l.translateContent)).toEqual(['Once']);
    // The screen's 新增 and 编辑 keep the rule too; an edit keeping its key passes.
    expect(await refusalOf(env.admin.post(`${TL}/submit`, { languageDictBizId: en!.id, labelKey: 'test.once', zhContent: '一次' }))).toBe(
      '该语言已有此标签键',
    );
    const [once] = await ofChinese(env.admin, '一次');
    await dataOf(env.admin.post(`${TL}/submit`, { ...once, translateContent: 'Just once' }));
    expect((await ofChinese(env.admin, '一次'))[0]!.translateContent).toBe('Just once');
  });

  it("never shows or changes another tenant's labels", async () => {
    const [en] = await languages(env.admin);
    await dataOf(
      env.admin.post(`${TL}/saveLabelData`, [
        { languageDictBizId: en!.id, labelKey: 'test.private', zhContent: '租户私有', translateContent: 'Private' },
      ]),
    );
    expect(await ofChinese(env.other, '租户私有')).toEqual([]);
    // Naming the other tenant finds nothing: the caller's own tenant is always part of the query.
    expect(await ofLanguage(env.other, en!.id, '000000')).toEqual([]);
    const [theirEn] = await languages(env.other);
    expect((await ofLanguage(env.other, theirEn!.id)).some((l) => l.labelKey === 'test.private')).toBe(false);
    expect(
      await refusalOf(
        env.other.post(`${TL}/updateByDictBizId`, [{ languageDictBizId: en!.id, labelKey: 'test.private', translateContent: 'Stolen' }]),
      ),
    ).toBe('第 1 行: 数据不存在');
    expect((await ofChinese(env.admin, '租户私有'))[0]!.translateContent).toBe('Private');
  });
});
