// Habits of the tools staff already know. Offline: a banner says the network is gone; a save is
// sent all the same, fails with the network's reason and keeps the form, and once the network is
// back the banner goes and the same form saves. Keys: a list pages with ← and →, N opens a new
// record, Ctrl+S saves a form, ? lists the keys. Two people, one record: a save over someone's
// newer change says who and when, and offers to reload (the typed values kept beside) or overwrite.
// Print: a list's page (or selection) and a record's view go on paper alone, as text. Undo: a
// removed row leaves at once, 撤销 brings it back with no call sent, and the call goes when the toast does.
import { assert, confirmDialog, sandboxApi, type Paged, type Row, type SandboxApi } from './helpers.ts';
import { axeViolations } from './axe.ts';
import { dialog, fillForm, openScreen, rowWith, rows, save, search, toastSays } from './resource-helpers.ts';
import { expect, test } from './fixtures.ts';

type Param = Row & { paramKey: string; paramName: string; paramValue: string };
declare global {
  interface Window {
    /** How many times the page opened the browser's print. */
    __e2ePrints?: number;
  }
}

test.use({ signedIn: true });

test('offline: the banner shows, a save keeps its form and says why; online again it saves', async ({ page, base, context, shot }) => {
  await openScreen(page, base, '/system/param');
  await page.getByTestId('resource-screen').first().getByRole('button', { name: '新增', exact: true }).click();
  const form = await dialog(page);
  await fillForm(page, form, { paramName: 'E2E 断网参数', paramKey: 'e2e.offline', paramValue: 'kept' });

  await context.setOffline(true);
  const banner = page.getByTestId('offline-banner');
  await banner.getByText('网络已断开').waitFor();
  assert.deepEqual(await axeViolations(page, '[data-testid=offline-banner]'), [], 'the banner reads well (axe)');
  await form.getByRole('button', { name: '保存' }).click();
  await form.getByText('网络请求失败').waitFor();
  await shot('habits-offline');
  assert.ok(await form.isVisible(), 'the form stays open');
  assert.equal(await form.locator('#field-paramKey').inputValue(), 'e2e.offline', 'what was typed is kept');

  await context.setOffline(false);
  await banner.waitFor({ state: 'detached' });
  await save(page, '添加成功');
  await search(page, 'paramKey', 'e2e.offline');
  await rows(page).filter({ hasText: 'E2E 断网参数' }).first().waitFor();
});

test('keys: → and ← page a list, N opens a new record, Ctrl+S saves it, ? lists the keys, ↓ and Enter open a row', async ({
  page,
  base,
  shot,
}) => {
  await openScreen(page, base, '/system/param');
  const firstRow = async () => (await rows(page).first().innerText()).split('\n').slice(0, 3).join(' ');
  const onFirstPage = await firstRow();
  await page.keyboard.press('ArrowRight');
  await page.waitForURL(/[?&]page=2/);
  await expect.poll(firstRow).not.toBe(onFirstPage);
  await page.keyboard.press('ArrowLeft');
  await page.waitForURL((url) => !url.searchParams.has('page'));
  await expect.poll(firstRow).toBe(onFirstPage);

  await page.keyboard.press('n');
  const form = await dialog(page);
  await fillForm(page, form, { paramName: 'E2E 快捷键参数', paramKey: 'e2e.keys', paramValue: 'saved by Ctrl+S' });
  await page.keyboard.press('Control+s');
  await toastSays(page, '添加成功');
  await form.waitFor({ state: 'detached' });

  await page.keyboard.press('Shift+Slash');
  const help = page.getByTestId('shortcuts-help');
  await help.getByText('快捷键').first().waitFor();
  assert.ok(await help.getByText('保存打开的表单').isVisible(), 'Ctrl+S is listed');
  assert.deepEqual(await axeViolations(page, '[data-testid=shortcuts-help]'), [], 'the list reads well (axe)');
  await shot('habits-shortcuts');
  await page.keyboard.press('Escape');
  await help.waitFor({ state: 'detached' });

  // ↓ moves to the next row, Enter opens it as 查看 does.
  await rows(page).first().locator('[role=cell]').nth(1).click();
  await expect(rows(page).first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(rows(page).nth(1)).toBeFocused();
  const second = await rows(page).nth(1).locator('[data-prop=paramName]').innerText();
  await page.keyboard.press('Enter');
  const view = dialog(page);
  await expect(view.getByRole('heading')).toHaveText('参数管理 · 查看');
  await expect(view.locator('[data-prop=paramName]')).toHaveText(second);
});

test('two people, one record: a save over a newer change says who and when; reload keeps the typed value, overwrite saves', async ({
  page,
  base,
  sandbox,
  shot,
}) => {
  // The other person is the administrator's script (param writes are an administrator's): the form
  // cannot know the change was its own user's in another window.
  const admin = await sandboxApi(sandbox);
  const { realName } = await admin.get<{ realName: string }>('/blade-user/info');
  const [param] = (await admin.get<Paged<Param>>('/blade-system/param/list', { current: 1, size: 1 })).records;
  const changeAs = (who: SandboxApi, paramValue: string) => who.post('/blade-system/param/submit', { ...param, paramValue });
  const valueNow = async () => (await admin.get<Param>('/blade-system/param/detail', { id: param.id })).paramValue;

  await openScreen(page, base, '/system/param');
  await search(page, 'paramKey', param.paramKey);
  const edit = async () => {
    await rowWith(page, param.paramKey).getByRole('button', { name: '编辑', exact: true }).click();
    const form = dialog(page);
    await form.locator('#field-paramValue').waitFor();
    return form;
  };
  const form = await edit();
  await changeAs(admin, 'E2E 对方的值');
  await form.locator('#field-paramValue').fill('E2E 我的值');
  await form.getByRole('button', { name: '保存' }).click();
  const asked = page.getByRole('alertdialog');
  await expect(asked).toContainText(new RegExp(`此记录已被 ${realName} 于 \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d 修改`));
  await asked.getByRole('button', { name: '重新载入', exact: true }).click();
  await expect(form.locator('#field-paramValue')).toHaveValue('E2E 对方的值');
  const kept = form.getByTestId('kept-value');
  await expect(kept).toHaveText('您填写的: E2E 我的值 用回');
  await shot('habits-edit-conflict');
  assert.equal(await valueNow(), 'E2E 对方的值', 'nothing was saved over the other change');
  await kept.getByRole('button', { name: '用回' }).click();
  await expect(form.locator('#field-paramValue')).toHaveValue('E2E 我的值');
  await expect(kept).toHaveCount(0);
  await save(page, '修改成功');
  assert.equal(await valueNow(), 'E2E 我的值', 'the reloaded form saves without asking again');

  // Another save while the form is open: 仍然保存 overwrites their change.
  const again = await edit();
  await changeAs(admin, 'E2E 又一次');
  await again.locator('#field-paramValue').fill('E2E 覆盖');
  await again.getByRole('button', { name: '保存' }).click();
  await asked.getByRole('button', { name: '仍然保存', exact: true }).click();
  await toastSays(page, '修改成功');
  assert.equal(await valueNow(), 'E2E 覆盖');
});

test('print: a list prints its page under its title, search and time, a selection alone, a view as a form; nothing else on paper', async ({
  page,
  base,
  sandbox,
  shot,
}) => {
  const [param] = (await (await sandboxApi(sandbox)).get<Paged<Param>>('/blade-system/param/list', { current: 1, size: 1 })).records;
  const name = param.paramName;
  await page.addInitScript(() => {
    window.print = () => void (window.__e2ePrints = (window.__e2ePrints ?? 0) + 1);
  });
  await openScreen(page, base, '/system/param');
  await search(page, 'paramName', name);
  await expect(rows(page).first()).toContainText(name);
  const screen = page.getByTestId('resource-screen').first();
  // The data columns' headers as the table shows them (not its selection, index and operations columns; no sort marks).
  const shownHeaders = (await screen.locator('[role=columnheader]').allInnerTexts())
    .map((h) => h.replace(/[↕↑↓]/g, '').trim())
    .filter((h) => h && !['全选', '#', '操作'].includes(h));
  const shownRows = await rows(page).count();
  await screen.getByRole('button', { name: '打印', exact: true }).click();
  const sheet = page.locator('body > .print-sheet');
  await expect(sheet.locator('h1')).toHaveText('参数管理');
  await expect(sheet.locator('p').first()).toHaveText(`搜索条件: 参数名称: ${name}`);
  await expect(sheet.locator('p').nth(1)).toHaveText(new RegExp(`^打印时间: \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d, 共 ${shownRows} 条$`));
  await expect(sheet.locator('tbody tr')).toHaveCount(shownRows);
  assert.deepEqual(await sheet.locator('th').allInnerTexts(), shownHeaders, 'the columns the table shows, in its order');
  assert.equal(await page.evaluate(() => window.__e2ePrints), 1, "the browser's print was opened");
  await expect(sheet).toBeHidden(); // on screen, the sheet is not seen
  await page.emulateMedia({ media: 'print' });
  await expect(sheet).toBeVisible();
  await expect(screen).toBeHidden(); // on paper, only the sheet
  await shot('habits-print-list');
  await page.emulateMedia({ media: 'screen' });

  // A selection prints alone.
  await rows(page).first().getByRole('checkbox').click();
  await screen.getByRole('button', { name: '打印', exact: true }).click();
  await expect(sheet.locator('tbody tr')).toHaveCount(1);
  await expect(page.locator('body > .print-sheet')).toHaveCount(1);

  await rows(page).first().getByRole('button', { name: '查看', exact: true }).click();
  const view = dialog(page);
  await view.getByRole('button', { name: '打印', exact: true }).click();
  await expect(sheet.locator('h1')).toHaveText('参数管理 · 查看');
  await expect(sheet.locator('.print-form tr').first().locator('th')).toHaveText('参数名称');
  await expect(sheet.locator('.print-form tr').first().locator('td')).toContainText(name);
});

test('named views: a search kept under a name comes back with one click; removed, it is gone', async ({ page, base, shot }) => {
  await openScreen(page, base, '/system/param');
  const screen = page.getByTestId('resource-screen').first();
  await search(page, 'paramName', '站点');
  await page.waitForURL(/s\.paramName=/);
  const views = page.getByTestId('views-popover');
  await screen.getByRole('button', { name: '视图', exact: true }).click();
  await views.getByText('还没有保存的视图').waitFor();
  // A view needs a name; the popover says so and keeps what was typed elsewhere.
  await views.getByRole('button', { name: '保存当前视图' }).click();
  await views.getByRole('alert').filter({ hasText: '请输入视图名称' }).waitFor();
  await views.getByLabel('视图名称').fill('站点参数');
  await views.getByRole('button', { name: '保存当前视图' }).click();
  await toastSays(page, '视图「站点参数」已保存');
  await views.getByRole('button', { name: '站点参数', exact: true }).waitFor();
  assert.deepEqual(await axeViolations(page, '[data-testid=views-popover]'), [], 'the views read well (axe)');
  await shot('habits-views');
  await page.keyboard.press('Escape');
  await views.waitFor({ state: 'detached' });

  await search(page, 'paramName', '');
  await page.waitForURL((url) => !url.searchParams.has('s.paramName'));
  await screen.getByRole('button', { name: '视图', exact: true }).click();
  await views.getByRole('button', { name: '站点参数', exact: true }).click();
  await page.waitForURL(/s\.paramName=/);
  await expect(screen.locator('#search-paramName')).toHaveValue('站点');

  await screen.getByRole('button', { name: '视图', exact: true }).click();
  await views.getByRole('button', { name: '删除视图「站点参数」' }).click();
  await views.getByText('还没有保存的视图').waitFor();
});

test('undo: a removed row leaves at once; 撤销 brings it back and sends nothing; left alone, the removal is sent', async ({
  page,
  base,
}) => {
  await openScreen(page, base, '/system/param');
  const removes = [];
  page.on('request', (r) => new URL(r.url()).pathname === '/api/blade-system/param/remove' && removes.push(r));
  const name = await rows(page).first().locator('[data-prop=paramName]').innerText();
  const remove = async () => {
    await rowWith(page, name).getByRole('button', { name: '删除', exact: true }).click();
    await confirmDialog(page, '确定将选择数据删除?');
    await rowWith(page, name).waitFor({ state: 'detached' });
    return page.getByTestId('toast').filter({ hasText: '删除成功' });
  };

  const toast = await remove();
  await toast.getByRole('button', { name: '撤销' }).click();
  await rowWith(page, name).waitFor();
  await toast.waitFor({ state: 'detached' });
  assert.equal(removes.length, 0, 'an undone removal sends nothing');

  const again = await remove();
  const sent = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/blade-system/param/remove', { timeout: 15_000 });
  assert.equal(removes.length, 0, 'nothing is sent while 撤销 is offered');
  await again.waitFor({ state: 'detached', timeout: 15_000 });
  assert.equal((await (await sent).json()).success, true);
  await page.reload();
  await rows(page).first().waitFor();
  assert.equal(await rowWith(page, name).count(), 0, 'gone from the server');
});
