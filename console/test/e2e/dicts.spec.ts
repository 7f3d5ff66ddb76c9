// Stock dictionaries and data scopes in the browser: the home page shows notice categories by
// their `notice` dictionary labels, a stock dictionary's entries open from 字典配置 (child-list
// answers a list), and a role's data scope narrows what its user sees.
import type { Page } from '@playwright/test';
import { assert, sandboxApi, signIn, type Paged } from './helpers.ts';
import { openScreen, rowWith, search } from './resource-helpers.ts';
import { test } from './fixtures.ts';

/** The labels of the home page's 通知分类 chart. */
async function noticeChartLabels(page: Page) {
  const labels = page.getByRole('region', { name: '通知分类' }).locator('.bc-label');
  await labels.first().waitFor();
  return labels.allTextContents();
}

test.describe(() => {
  test.use({ signedIn: true });

  test('dictionaries: the home notice chart and recent notices show notice dictionary labels, never keys', async ({
    page,
    base,
    sandbox,
  }) => {
    const api = await sandboxApi(sandbox);
    // BladeX answers a dictionary in no order; its order is `sort`.
    const labels = (await api.get<{ sort: number; dictValue: string }[]>('/blade-system/dict/dictionary', { code: 'notice' }))
      .sort((a, b) => a.sort - b.sort)
      .map((d) => d.dictValue);
    assert.deepEqual(labels, ['发布通知', '批转通知', '转发通知', '指示通知', '任免通知', '事务通知']);
    await page.goto(`${base}/wel/index`);
    const shown = await noticeChartLabels(page);
    assert.ok(shown.length > 0, 'the chart has bars');
    for (const label of shown) assert.ok(labels.includes(label), `chart label ${label} is not a notice dictionary value`);
    const recent = page.getByRole('heading', { name: '最新通知' }).locator('..').locator('li');
    await recent.first().waitFor();
    for (const text of await recent.allTextContents())
      assert.ok(
        labels.some((l) => text.includes(`${l} · `)),
        `recent notice without its category label: ${text}`,
      );
  });

  test('dictionaries: 字典配置 of the stock oss dictionary lists its BladeX entries', async ({ page, base }) => {
    await openScreen(page, base, '/system/dict');
    // Found by its name: the parent's search is the parent's own, never the entries' (their names differ).
    await search(page, 'dictValue', '对象存储');
    await rowWith(page, '对象存储').getByRole('button', { name: '字典配置' }).click();
    const child = page.getByTestId('dict-child-dialog');
    await child.getByText('字典配置 · 对象存储类型').waitFor();
    await child.locator('[role=row]').filter({ hasText: '腾讯云' }).waitFor();
    const values = await child.locator('[role=rowgroup] [role=row] [data-prop=dictValue]').allTextContents();
    assert.deepEqual(values, ['minio', '七牛云', '阿里云', '腾讯云']);
    // a list answer has no pages
    assert.equal(await child.getByTestId('pager').count(), 0);
  });
});

test.describe(() => {
  test.use({ freshSandbox: true });

  test("data scopes: hr (所在机构可见 on 通知公告) counts only its department's notices on the home page", async ({
    page,
    base,
    sandbox,
  }) => {
    const admin = await sandboxApi(sandbox);
    const hr = await sandboxApi(sandbox, { user: 'hr' });
    const all = (await admin.get<Paged>('/blade-desk/notice/list', { current: 1, size: 1 })).total;
    const mine = (await hr.get<Paged>('/blade-desk/notice/list', { current: 1, size: 1 })).total;
    assert.ok(mine > 0 && mine < all, `hr sees ${mine} of ${all} notices`);
    await signIn(page, { base, sandbox }, { user: 'hr' });
    await page.getByTestId('count-notices').getByText(String(mine), { exact: true }).waitFor();
  });
});
