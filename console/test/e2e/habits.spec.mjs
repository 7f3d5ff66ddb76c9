// Habits of the tools staff already know. Offline: a banner says the network is gone; a save is
// sent all the same, fails with the network's reason and keeps the form, and once the network is
// back the banner goes and the same form saves. Keys: a list pages with ← and →, N opens a new
// record, Ctrl+S saves a form, ? lists the keys.
import { assert } from './helpers.mjs';
import { axeViolations } from './axe.mjs';
import { dialog, fillForm, openScreen, rows, save, search, toastSays } from './resource-helpers.mjs';
import { expect, test } from './fixtures.mjs';

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

test('keys: → and ← page a list, N opens a new record, Ctrl+S saves it, ? lists the keys', async ({ page, base, shot }) => {
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
});
