// Home serves the person signed in: the tasks waiting for them (待办, 待签) and, for the screens
// their menu opens, how many records wait in each 待… state, each count a link to its list so
// filtered. An agent, finance and the administrator each see their own.
import type { Page } from '@playwright/test';
import { assert, sandboxApi, signIn } from './helpers.ts';
import { rows } from './resource-helpers.ts';
import { test } from './fixtures.ts';

/** The pending counts home shows: label -> count. */
async function pendingCounts(page: Page) {
  const links = page.getByRole('region', { name: '待处理' }).getByRole('link');
  await links.first().waitFor();
  await page.waitForFunction(() => ![...document.querySelectorAll('[data-testid^=pending-] .bc-value')].some((v) => v.textContent === '…'));
  const out: Record<string, string> = {};
  for (const link of await links.all()) {
    out[await link.locator('.bc-label').innerText()] = await link.locator('.bc-value').innerText();
  }
  return out;
}

test('home, agent: the counts of its own screens first; a count opens its list filtered to that state', async ({
  page,
  base,
  sandbox,
  shot,
}) => {
  await signIn(page, { base, sandbox }, { tenant: '100001', user: 'agent' });
  const counts = await pendingCounts(page);
  const labels = Object.keys(counts);
  assert.ok(labels.length > 0, 'an agent has pending counts');
  assert.ok(
    labels.every((l) => !l.startsWith('采购')),
    `no buyer's counts for an agent: ${labels.join(', ')}`,
  );
  await shot('home-agent');

  // The first count with records in it: its link opens the list with that state searched.
  const label = labels.find((l) => Number(counts[l]) > 0);
  assert.ok(label, `some count is above 0: ${JSON.stringify(counts)}`);
  const state = label.split(' · ')[1];
  await page.getByRole('link', { name: new RegExp(label) }).click();
  await page.waitForURL(/\/index\?s\.\w+=/);
  const screen = page.getByTestId('resource-screen').first();
  await rows(page).first().waitFor();
  const shown = await rows(page).count();
  assert.equal(shown, Math.min(Number(counts[label]), 10), 'the list holds as many rows as home counted (first page)');
  const cells = await rows(page).locator(`text=${state}`).count();
  assert.equal(cells, shown, `every row is ${state}`);
  assert.ok(await screen.getByRole('combobox').first().isVisible());

  // Home offers the page again under 最近访问.
  const title = await page.getByTestId('resource-screen').first().getByRole('heading').first().innerText();
  await page.locator('[data-tab="/wel/index"]').click();
  const recent = page.getByRole('navigation', { name: '最近访问' });
  await recent.getByRole('link', { name: title }).click();
  await page.waitForURL(/\/index\?s\.\w+=/);
});

test('home, finance and the administrator: each sees its own work; the administrator its tasks and ending tenants', async ({
  page,
  base,
  sandbox,
  shot,
}) => {
  await signIn(page, { base, sandbox }, { tenant: '100001', user: 'finance' });
  const finance = Object.keys(await pendingCounts(page));
  assert.ok(finance.length > 0, 'finance has pending counts');
  assert.equal(await page.getByTestId('tenant-expiry').count(), 0, 'no tenant panel for whoever does not manage tenants');
  assert.equal(await page.getByTestId('guest-users').count(), 0, 'no registrations panel for whoever does not manage users');
  await shot('home-finance');

  // Someone registers from a third-party sign-in: BladeX leaves the account at role -1 for an administrator.
  const api = await sandboxApi(sandbox);
  await api.post('/blade-user/register-guest', undefined, {
    tenantId: '000000',
    name: '访客小周',
    account: 'e2ehome',
    password: 'guest123',
    oauthId: 'gitee:e2ehome',
  });
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, { base, sandbox });
  const todo = page.getByTestId('tasks-todo');
  await todo.getByRole('link', { name: /待办事务/ }).waitFor();
  await page.getByTestId('tasks-claim').waitFor();
  const admin = Object.keys(await pendingCounts(page));
  assert.notDeepEqual(admin, finance, 'the administrator and finance see different counts');
  assert.ok(admin.length <= 8, 'at most eight counts');
  // The platform's tenants whose licence has ended or ends within a month: the seed's expired one.
  const expiry = page.getByTestId('tenant-expiry');
  const ended = expiry.getByRole('link', { name: '过期演示公司 (100002)' });
  await ended.waitFor();
  assert.match(await expiry.locator('li').first().innerText(), /2024-01-01 已过期/);
  const guests = page.getByTestId('guest-users');
  const guest = guests.getByRole('link', { name: '访客小周 (e2ehome)' });
  await guest.waitFor();
  assert.match(await guests.getByRole('link', { name: /待审核注册/ }).innerText(), /1/);
  await shot('home-admin');
  await todo.getByRole('link', { name: /待办事务/ }).click();
  await page.waitForURL('**/work/todo/index');

  // A tenant in the panel opens the tenant screen searched to it, to renew its licence there.
  await page.locator('[data-tab="/wel/index"]').click();
  await ended.click();
  await page.waitForURL('**/system/tenant/index?s.tenantId=100002');
  // The to-do screen stays open in its tab: the rows of the screen shown.
  const tenantRows = page.locator('[data-testid=resource-screen]:visible [role=rowgroup] [role=row]');
  await tenantRows.getByRole('cell', { name: '100002', exact: true }).waitFor();
  assert.equal(await tenantRows.count(), 1, 'the one tenant listed');

  // A registration opens the user screen searched to its account, to give it a role there.
  await page.locator('[data-tab="/wel/index"]').click();
  await guest.click();
  await page.waitForURL('**/system/user/index?s.account=e2ehome');
  await page
    .locator('[data-testid=resource-screen]:visible [role=rowgroup] [role=row]')
    .getByRole('cell', { name: 'e2ehome', exact: true })
    .waitFor();
  assert.equal(await tenantRows.count(), 1, 'the one registration listed');
});
