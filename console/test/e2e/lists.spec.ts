// The generic list as staff use it all day, at 1366 x 800 against the sandbox: 操作
// pinned in view on the widest table, sort by header (BladeX's ascs/descs), resize kept across a
// reload, page numbers and jump-to-page, export of every page with typed cells, a failed list
// with its reason and 重试, and a workflow list without a selection column.
import type { Sandbox } from './servers.ts';
import type { Page, Locator } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { assert, unzip } from './helpers.ts';
import { openScreen, rows } from './resource-helpers.ts';
import { shownToast } from './toasts.ts';
import { test } from './fixtures.ts';

test.use({ signedIn: true, viewport: { width: 1366, height: 800 } });

const faults = (sandbox: Sandbox, body: unknown) =>
  fetch(`${sandbox.url}/__sandbox/faults`, {
    method: body ? 'PUT' : 'DELETE',
    headers: { 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
/**
 * Runs `body` while the sandbox injects `list` (its faults), and clears them however it ends: the
 * sandbox serves the worker's later tests. `body` gets `clear` to heal the server part-way through.
 */
async function withFaults(sandbox: Sandbox, list: unknown[], body: (clear: () => Promise<Response>) => Promise<void>) {
  const clear = () => faults(sandbox, null);
  await faults(sandbox, { faults: list });
  try {
    await body(clear);
  } finally {
    await clear();
  }
}
/** The element's box; it must be laid out. */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  assert.ok(box, 'the element is laid out');
  return box;
}
const table = (page: Page) => page.getByTestId('resource-table').first();
const header = (page: Page, name: string) => table(page).getByRole('columnheader', { name, exact: true });

test('the widest list keeps 操作 and its key column in view, scrolled sideways or not', async ({ page, base }) => {
  await openScreen(page, base, '/repair/repairorder');
  const scroller = table(page);
  const box = await boxOf(scroller);
  const inner = await scroller.evaluate((el) => el.scrollWidth);
  assert.ok(inner > box.width, `the table is wider than its view (${inner} > ${box.width})`);
  const within = async (locator: Locator, what: string) => {
    const b = await locator.boundingBox();
    assert.ok(
      b && b.x >= box.x - 1 && b.x + b.width <= box.x + box.width + 1 && b.x + b.width <= 1366,
      `${what} in view: ${JSON.stringify(b)}`,
    );
  };
  const firstRow = rows(page).first();
  await within(header(page, '操作'), '操作 header');
  await within(firstRow.locator('.dt-actions'), 'the first row’s actions');
  await scroller.evaluate((el) => (el.scrollLeft = el.scrollWidth));
  await page.waitForTimeout(100);
  await within(header(page, '操作'), '操作 header, scrolled to the end');
  await within(firstRow.locator('[data-prop]').first(), 'the key column, scrolled to the end');
  await page.screenshot({ path: 'test/e2e/screenshots/lists-pinned.png' });
});

test('a header click sorts by the server (ascs, then descs, then none) and the rows come back in that order', async ({ page, base }) => {
  await openScreen(page, base, '/system/param');
  const keyHeader = header(page, '参数键名');
  const keys = () => rows(page).locator('[data-prop=paramKey]').allInnerTexts();
  const collator = new Intl.Collator('zh');
  const unsorted = await keys();
  const sorted = (param: string) => page.waitForResponse((r) => r.url().includes('/blade-system/param/list') && r.url().includes(param));
  await Promise.all([sorted('ascs=param_key'), keyHeader.getByRole('button').click()]);
  await table(page).locator('[aria-sort=ascending]').waitFor();
  await page.waitForTimeout(200);
  const up = await keys();
  assert.deepEqual(up, [...up].sort(collator.compare), 'ascending');
  await Promise.all([sorted('descs=param_key'), keyHeader.getByRole('button').click()]);
  await page.waitForTimeout(200);
  const down = await keys();
  assert.deepEqual(down, [...down].sort(collator.compare).reverse(), 'descending');
  assert.notDeepEqual(up, down);
  // The third click: no sort, the server's own order again (its page is still cached).
  await keyHeader.getByRole('button').click();
  await table(page).locator('[aria-sort=ascending], [aria-sort=descending]').waitFor({ state: 'detached' });
  await page.waitForTimeout(200);
  assert.deepEqual(await keys(), unsorted);
});

test('a dragged column width and a key-stepped one survive a reload', async ({ page, base }) => {
  await openScreen(page, base, '/system/param');
  const nameHeader = header(page, '参数名称');
  const before = (await boxOf(nameHeader)).width;
  const handle = page.getByRole('separator', { name: '调整参数名称列宽' });
  const h = await boxOf(handle);
  await page.mouse.move(h.x + h.width / 2, h.y + h.height / 2);
  await page.mouse.down();
  await page.mouse.move(h.x + h.width / 2 + 80, h.y + h.height / 2, { steps: 5 });
  await page.mouse.up();
  const dragged = (await boxOf(nameHeader)).width;
  assert.ok(Math.abs(dragged - (before + 80)) <= 2, `dragged ${before} -> ${dragged}`);
  await handle.focus();
  await page.keyboard.press('ArrowRight');
  const stepped = (await boxOf(nameHeader)).width;
  assert.ok(Math.abs(stepped - dragged - 16) <= 1, `stepped ${dragged} -> ${stepped}`);
  await page.reload();
  await rows(page).first().waitFor();
  const restored = (await boxOf(header(page, '参数名称'))).width;
  assert.ok(Math.abs(restored - stepped) <= 1, `restored ${restored}, saved ${stepped}`);
});

test('a column pinned right in the column chooser stays beside 操作 after a reload', async ({ page, base }) => {
  await openScreen(page, base, '/system/param');
  await page.getByRole('button', { name: '列设置' }).click();
  await page.getByTestId('column-chooser').getByLabel('参数键名的固定位置').selectOption('right');
  await page.keyboard.press('Escape');
  await page.reload();
  await rows(page).first().waitFor();
  const key = await boxOf(header(page, '参数键名'));
  const ops = await boxOf(header(page, '操作'));
  assert.ok(Math.abs(key.x + key.width - ops.x) <= 1, `参数键名 ends where 操作 starts: ${JSON.stringify([key, ops])}`);
  const value = await boxOf(header(page, '参数键值'));
  assert.ok(value.x < key.x, '参数键值 moved before the pinned 参数键名');
});

test('page numbers and jump-to-page, labelled in Chinese', async ({ page, base }) => {
  await openScreen(page, base, '/system/param');
  const pager = page.getByRole('navigation', { name: '分页' });
  await pager.getByRole('button', { name: '第 2 页' }).click();
  await page.getByTestId('current-page').filter({ hasText: /^2 \// }).waitFor();
  assert.equal(await pager.getByRole('button', { name: '第 2 页' }).getAttribute('aria-current'), 'page');
  const pages = Number((await page.getByTestId('current-page').innerText()).split('/')[1]);
  await pager.getByLabel('跳转到页').fill(String(pages));
  await pager.getByLabel('跳转到页').press('Enter');
  await page
    .getByTestId('current-page')
    .filter({ hasText: new RegExp(`^${pages} /`) })
    .waitFor();
  assert.match(page.url(), new RegExp(`page=${pages}`));
  assert.equal(await pager.getByLabel('每页条数').count(), 1);
  assert.equal(await pager.getByLabel('当前页').count(), 1);
});

test('export writes every page, not only the one shown, with typed cells and compressed parts', async ({ page, base }) => {
  await openScreen(page, base, '/system/param');
  const total = Number((await page.getByTestId('pager').innerText()).match(/共 (\d+) 条/)?.[1]);
  assert.ok(total > 10, `more than one page (${total})`);
  await page.getByRole('button', { name: '导出', exact: true }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: '导出 Excel' }).click()]);
  const parts = unzip(new Uint8Array(await readFile(await download.path())));
  const sheet = parts.get('xl/worksheets/sheet1.xml');
  assert.equal(sheet.method, 8, 'the sheet is DEFLATE-compressed');
  const sheetRows = sheet.text.match(/<row /g).length;
  assert.equal(sheetRows, total + 1, 'a header row and every record');
  // Dates are serial numbers in a date style (s="2" or "3"), not text.
  assert.match(sheet.text, /<c r="[A-Z]+2" s="[23]"><v>4\d{4}(\.\d+)?<\/v><\/c>/);
});

test('an export in progress shows n / total and 取消 stops it without a file', async ({ page, base, sandbox }) => {
  await openScreen(page, base, '/system/param');
  // The export's first page never answers: the progress stays until 取消.
  await withFaults(sandbox, [{ path: '/blade-system/param/list', kind: 'hang', times: 1 }], async () => {
    let downloaded = false;
    page.on('download', () => (downloaded = true));
    await page.getByRole('button', { name: '导出', exact: true }).click();
    await page.getByRole('menuitem', { name: '导出 Excel' }).click();
    const progress = page.getByTestId('export-progress');
    await progress.getByText('正在导出 0 / 0').waitFor();
    await progress.getByRole('button', { name: '取消' }).click();
    await shownToast(page, '已取消导出');
    await progress.waitFor({ state: 'detached' });
    await page.waitForTimeout(300);
    assert.equal(downloaded, false);
    assert.equal(await page.getByRole('button', { name: '导出', exact: true }).isEnabled(), true);
  });
});

test('a first load shows grey rows, not 暂无数据 nor a spinner over an empty table', async ({ page, base, sandbox }) => {
  await withFaults(sandbox, [{ path: '/blade-system/param/list', kind: 'hang', times: 1 }], async () => {
    await openScreen(page, base, '/system/param', { expectRows: false });
    await page.getByTestId('table-skeleton').waitFor();
    assert.equal(await page.getByText('暂无数据').count(), 0);
    assert.equal(await table(page).getAttribute('aria-busy'), 'true');
  });
});

test('a failed list says why with 重试 instead of 暂无数据, and 重试 loads it', async ({ page, base, sandbox }) => {
  await withFaults(sandbox, [{ path: '/blade-system/param/list', kind: 'html', status: 502, times: 50 }], async (clear) => {
    await openScreen(page, base, '/system/param', { expectRows: false });
    const error = page.getByTestId('list-error');
    await error.waitFor();
    assert.match(await error.innerText(), /加载失败/);
    assert.equal(await page.getByText('暂无数据').count(), 0);
    await page.screenshot({ path: 'test/e2e/screenshots/lists-error.png' });
    await clear();
    await error.getByRole('button', { name: '重试' }).click();
    await rows(page).first().waitFor();
    assert.equal(await error.count(), 0);
  });
});

test('a list whose request never reached the server, or answered broken JSON, shows the reason and 重试 too', async ({
  page,
  base,
  sandbox,
}) => {
  // A network fault: the browser's request fails before any answer.
  await page.route('**/blade-system/param/list**', (route) => route.abort('internetdisconnected'));
  await openScreen(page, base, '/system/param', { expectRows: false });
  const error = page.getByTestId('list-error');
  await error.waitFor();
  const reason = await error.innerText();
  assert.match(reason, /加载失败/);
  assert.ok(
    reason
      .replace(/加载失败[:：]?/, '')
      .replace('重试', '')
      .trim().length > 0,
    `a reason is given: ${reason}`,
  );
  assert.equal(await page.getByText('暂无数据').count(), 0);
  await page.unroute('**/blade-system/param/list**');
  // Broken JSON from the server: the same state, and 重试 asks again.
  await withFaults(sandbox, [{ path: '/blade-system/param/list', kind: 'broken-json', times: 50 }], async (clear) => {
    // The failed list stays shown while 重试's request is out: wait for its (broken) answer before
    // clearing the fault, or a slow answer would come after the clear and load the rows.
    const broken = page.waitForResponse((r) => r.url().includes('/blade-system/param/list'));
    await error.getByRole('button', { name: '重试' }).click();
    await broken;
    await error.getByRole('button', { name: '重试' }).waitFor();
    await clear();
    await error.getByRole('button', { name: '重试' }).click();
    await rows(page).first().waitFor();
    assert.equal(await error.count(), 0);
  });
});

test('a workflow list has no selection column; a list with a batch remove has one, named in Chinese', async ({ page, base }) => {
  await openScreen(page, base, '/work/done', { expectRows: false });
  await table(page).getByRole('columnheader', { name: '#' }).waitFor();
  assert.equal(await table(page).getByRole('checkbox').count(), 0);
  await openScreen(page, base, '/system/param');
  await table(page).getByRole('checkbox', { name: '全选' }).waitFor();
  assert.equal(
    await rows(page)
      .first()
      .getByRole('checkbox', { name: /^选择第 1 行$/ })
      .count(),
    1,
  );
});

test('a task list shows the applicant (the process variable createUser) and the process name', async ({ page, base }) => {
  // 已发事务: the processes the signed-in user started, so every row's applicant is admin.
  await openScreen(page, base, '/work/send');
  await header(page, '申请人').waitFor();
  await header(page, '流程名称').waitFor();
  const applicants = await rows(page).locator('[data-prop="variables"]').allTextContents();
  assert.ok(applicants.length > 0, 'the sent list has rows');
  assert.deepEqual([...new Set(applicants)], ['admin']);
});
