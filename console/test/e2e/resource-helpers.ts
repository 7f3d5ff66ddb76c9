// Helpers for the resource screens in the real shell: open a menu route, find rows, fill the
// generic form by field type, and one table-driven create/find/edit/remove flow.
import type { Locator, Page } from '@playwright/test';
import { assert, confirmDialog } from './helpers.ts';
import { shownToast } from './toasts.ts';

/** What fillForm gives a field: a text (or a select's value), or which option, tree node or radio to pick. */
export type FieldValue = string | number | { index: number } | { label: string } | { tree: string | null | undefined } | { radio: string };
/** JSON the console sent or the sandbox answered, read field by field. */
export type WireObject = { [key: string]: unknown };
/** A screen crudTest runs through: the fields to fill, the one to search by, and one to change. */
export type CrudScreen = {
  path: string;
  title: string;
  fill: Record<string, FieldValue>;
  search: string;
  edit: Record<string, FieldValue>;
  view?: boolean;
  remove?: boolean;
};

export const rows = (page: Page) => page.getByTestId('resource-screen').first().locator('[role=rowgroup] [role=row]');
export const rowWith = (page: Page, text: string | RegExp) => rows(page).filter({ hasText: text }).first();
export const dialog = (page: Page) => page.getByTestId('resource-dialog');

/** A success/warning toast holding `text` (toasts.ts: seen even if already gone). */
export async function toastSays(page: Page, text: string) {
  await shownToast(page, text);
}

/** Opens a screen by its menu route (/system/param → /system/param/index) and waits for its rows. */
export async function openScreen(page: Page, base: string, path: string, { expectRows = true } = {}) {
  await page.goto(`${base}${path}/index`);
  const screen = page.getByTestId('resource-screen').first();
  await screen.or(page.getByText('抱歉，您访问的页面不存在')).first().waitFor({ timeout: 20000 });
  assert.ok(await screen.isVisible(), `${path}/index is a 404: the signed-in menu (menu/routes) has no ${path} leaf`);
  if (expectRows) await rows(page).first().waitFor({ timeout: 15000 });
}

/** Types into a search field and presses 搜索. */
export async function search(page: Page, prop: string, value: string) {
  const screen = page.getByTestId('resource-screen').first();
  await screen.locator(`#search-${prop}`).fill(value);
  await screen.getByRole('button', { name: '搜索', exact: true }).click();
}

/** Checks the first node (or the node titled `title`) of the tree in the open popover or dialog. */
export async function checkTreeNode(_page: Page, scope: Page | Locator, title?: string | null) {
  const tree = scope.getByRole('tree').last();
  await tree.getByRole('treeitem').first().waitFor();
  // A tree picker (Chakra's TreeView) picks a node by its text; the grant trees tick a labelled box.
  const texts = tree.locator('[data-part=item-text], [data-part=branch-text]');
  const target = (await texts.count()) ? texts : tree.locator('label');
  await (title ? target.filter({ hasText: title }) : target).first().click();
}

/** Picks an option of a searchable select (Chakra's Combobox): by its value, or { index }. */
async function pickComboboxOption(page: Page, field: Locator, v: FieldValue) {
  await field.click();
  const content = page.locator('[data-scope=combobox][data-part=content][data-state=open]').last();
  const items = content.locator('[data-part=item]');
  const item = typeof v === 'object' && 'index' in v ? items.nth(v.index - 1) : content.locator(`[data-part=item][data-value="${v}"]`);
  // A multiple pick stays open for more: close it, so the next click reaches its own field.
  const multiple = await content.evaluate(
    (el) => el.matches('[aria-multiselectable=true]') || !!el.querySelector('[aria-multiselectable=true]'),
  );
  await item.click();
  if (multiple) await page.keyboard.press('Escape');
}

/** Types a date (and a time) into a date field: '2026-12-01' or '2026-12-01T09:30'. */
async function fillDate(field: Locator, scope: Locator, prop: string, v: FieldValue) {
  const [date, time] = String(v).split('T');
  await typeDate(field, date);
  if (time) {
    const timeBox = scope.locator(`#field-${prop}-time`);
    assert.ok(await timeBox.isEnabled(), `${prop}: the date was taken`);
    await timeBox.fill(time);
  }
}

/** Types a day (2026-12-01) into a date picker's input as a person would, then Enter. */
export async function typeDate(input: Locator, date: string) {
  // A search form's picker is made when approached: the click makes it, and it takes the focus.
  await input.click();
  await input.fill('');
  // Key by key, as the picker takes them (its input refuses any separator but its locale's).
  await input.pressSequentially(date.replaceAll('-', '/'));
  await input.press('Enter');
}

/**
 * Fills the form fields of an open dialog: a string fills a text box or picks a select option by
 * value; { index } picks the nth option, { label } the option of that text; { tree: title? } checks
 * a tree node; { radio } a radio.
 */
export async function fillForm(page: Page, scope: Locator, values: Record<string, FieldValue>) {
  for (const [prop, v] of Object.entries(values)) {
    // A picker that loads on first use holds its place with a busy box until it is there.
    const field = scope.locator(`#field-${prop}:not([aria-busy])`);
    await field.waitFor({ state: 'attached' });
    const { tag, kind } = await field.evaluate((el) => ({ tag: el.tagName, kind: el.closest('[data-scope]')?.getAttribute('data-scope') }));
    if (v && typeof v === 'object' && 'tree' in v) {
      // The popover opens with an animation: pick again until the trigger names a node.
      for (let i = 0; i < 3 && /^请选择/.test(await field.innerText()); i++) {
        if (!(await page.locator('[data-scope=popover][data-part=content][data-state=open]').count())) await field.click();
        await page.waitForTimeout(150);
        await checkTreeNode(page, page.locator('[data-scope=popover][data-part=content][data-state=open]').last(), v.tree);
        await page.waitForTimeout(100);
      }
      if (await page.locator('[data-scope=popover][data-part=content][data-state=open]').count()) await page.keyboard.press('Escape');
      assert.doesNotMatch(await field.innerText(), /^请选择/, `${prop}: a tree node is picked`);
    } else if (v && typeof v === 'object' && 'radio' in v) {
      await field.getByText(v.radio, { exact: true }).click();
    } else if (kind === 'combobox') {
      await pickComboboxOption(page, field, v);
    } else if (kind === 'date-picker') {
      await fillDate(field, scope, prop, v);
    } else if (tag === 'SELECT') {
      if (typeof v === 'object' && 'label' in v) {
        await field.locator('option', { hasText: v.label }).first().waitFor({ state: 'attached' });
        await field.selectOption({ label: v.label });
      } else if (typeof v === 'object' && 'index' in v) {
        await field.locator('option').nth(v.index).waitFor({ state: 'attached' });
        await field.selectOption({ index: v.index });
      } else {
        await field.locator(`option[value="${v}"]`).waitFor({ state: 'attached' });
        await field.selectOption(String(v));
      }
    } else await field.fill(String(v));
  }
}

/** Presses 保存 and waits for the toast and the dialog to close. */
export async function save(page: Page, toastText: string) {
  await dialog(page).getByRole('button', { name: '保存' }).click();
  await toastSays(page, toastText);
  await dialog(page).waitFor({ state: 'detached' });
}

/** Removes one row through its 删除 button and the confirm; the row disappears. */
export async function removeRow(page: Page, text: string) {
  await rowWith(page, text).getByRole('button', { name: '删除', exact: true }).click();
  await confirmDialog(page, '确定将选择数据删除?');
  await toastSays(page, '删除成功');
  await rowWith(page, text).waitFor({ state: 'detached' });
}

/**
 * A standard screen end to end: 新增 with its required fields, 添加成功, find it by the search
 * field, 编辑 one field (修改成功, the new value shows), 查看 it, 删除 it (删除成功, row gone).
 * Answers the title and body of a signed-in test: `test(...crudTest(screen))`.
 */
export function crudTest(s: CrudScreen): [string, (fixtures: { page: Page; base: string }) => Promise<void>] {
  return [
    `${s.path} ${s.title}: create, find, edit${s.view === false ? '' : ', view'}${s.remove === false ? '' : ' and remove'}`,
    async ({ page, base }) => {
      await openScreen(page, base, s.path);
      const key = String(s.fill[s.search]);
      await page.getByTestId('resource-screen').first().getByRole('button', { name: '新增', exact: true }).click();
      await fillForm(page, dialog(page), s.fill);
      await save(page, '添加成功');
      await search(page, s.search, key);
      await rowWith(page, key).waitFor();
      const [prop, value] = Object.entries(s.edit)[0];
      await rowWith(page, key).getByRole('button', { name: '编辑', exact: true }).click();
      await dialog(page).locator(`#field-${s.search}`).waitFor();
      await fillForm(page, dialog(page), s.edit);
      await save(page, '修改成功');
      if (s.view !== false) {
        await rowWith(page, key).getByRole('button', { name: '查看', exact: true }).click();
        await dialog(page)
          .locator(`[data-prop="${prop}"]`)
          .filter({ hasText: String(value) })
          .waitFor();
        await dialog(page).getByRole('button', { name: '关闭' }).click();
        await dialog(page).waitFor({ state: 'detached' });
      } else {
        await rowWith(page, key)
          .filter({ hasText: String(value) })
          .waitFor();
      }
      if (s.remove === false) {
        assert.equal(
          await rowWith(page, key).getByRole('button', { name: '删除', exact: true }).count(),
          0,
          'no 删除 without the permission',
        );
        return;
      }
      await removeRow(page, key);
    },
  ];
}

/**
 * Picks options of the combobox `#field-<prop>` in the open dialog (the first `count`); answers their
 * values. `id`: another control's id (a row's of a form of several rows: rows-0-materielId).
 */
export async function pickFirstOptions(page: Page, prop: string, count = 1, { id = `field-${prop}` } = {}) {
  const field = dialog(page).locator(`#${id}:not([aria-busy])`);
  await field.click();
  const content = page.locator('[data-scope=combobox][data-part=content][data-state=open]').last();
  const values: string[] = [];
  for (let i = 0; i < count; i++) {
    const item = content.locator('[data-part=item]').nth(i);
    values.push((await item.getAttribute('data-value')) ?? '');
    await item.click();
  }
  if (await content.isVisible()) await page.keyboard.press('Escape');
  return values;
}

/**
 * The next request to `path` the page sends, while `act` runs: its query and JSON body. The caller
 * names the body's shape (`B`, a record by default; undefined when nothing was sent): it is not checked.
 */
export async function captureCall<B = WireObject>(
  page: Page,
  path: string,
  act: () => Promise<unknown>,
): Promise<{ query: Record<string, string>; body: B }> {
  const [request] = await Promise.all([page.waitForRequest((r) => new URL(r.url()).pathname === `/api${path}`), act()]);
  const url = new URL(request.url());
  const data = request.postData();
  return { query: Object.fromEntries(url.searchParams), body: data ? JSON.parse(data) : undefined };
}

/** Whether a row offers an operation (past three operations a row shows two and 更多: the rest are in its menu). */
export async function rowOffers(page: Page, row: Locator, label: string) {
  if (await row.getByRole('button', { name: label, exact: true }).count()) return true;
  const more = row.getByRole('button', { name: '更多' });
  if (!(await more.count())) return false;
  await more.click();
  const menu = page.getByTestId('row-more-menu');
  await menu.waitFor();
  const offered = (await menu.getByRole('menuitem', { name: label, exact: true }).count()) > 0;
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
  return offered;
}

/** Runs an operation of a row: its button, or its item in the row's 更多 menu. */
export async function clickRowAction(page: Page, row: Locator, label: string) {
  const direct = row.getByRole('button', { name: label, exact: true });
  if (await direct.count()) return direct.click();
  await row.getByRole('button', { name: '更多' }).click();
  await page.getByTestId('row-more-menu').getByRole('menuitem', { name: label, exact: true }).click();
}
