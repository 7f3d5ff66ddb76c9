// Habits of the tools staff already know. Offline: a banner says the network is gone; a save is
// sent all the same, fails with the network's reason and keeps the form, and once the network is
// back the banner goes and the same form saves.
import { assert } from './helpers.mjs';
import { axeViolations } from './axe.mjs';
import { dialog, fillForm, openScreen, rows, save, search } from './resource-helpers.mjs';
import { test } from './fixtures.mjs';

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
