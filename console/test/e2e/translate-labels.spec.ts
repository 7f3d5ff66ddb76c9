// The 多语言标签 screen's four calls (eim-user/translatelabel saveLabelData,
// getLanguageByZH, updateByDictBizId, getTranslateContentByLanguageDictBizId), in the real shell
// against the sandbox: labels added several at once with their languages picked from the business
// dictionary (the language's name filled), read back by Chinese text and by language (the signed-in
// tenant sent, never asked), a translation edited, a taken key refused with every row kept.
import type { Page } from '@playwright/test';
import { assert } from './helpers.ts';
import { captureCall, dialog, openScreen, save } from './resource-helpers.ts';
import { test } from './fixtures.ts';

test.use({ signedIn: true });

/** A translation label as the rows form sends it. */
type Label = { languageDictBizId: string; labelKey: string; languageName: string; translateContent: string };

const toolbar = (page: Page) => page.getByTestId('resource-toolbar');
const answer = (page: Page) => page.getByTestId('operation-answer');
const open = (page: Page, label: string) => toolbar(page).getByRole('button', { name: label, exact: true }).click();

/** Picks the n-th choice (from 0) of a picker of the open dialog; answers its value. */
async function pick(page: Page, id: string, n: number) {
  const field = dialog(page).locator(`#${id}:not([aria-busy])`);
  await field.click();
  const item = page.locator('[data-scope=combobox][data-part=content][data-state=open]').last().locator('[data-part=item]').nth(n);
  const value = await item.getAttribute('data-value');
  await item.click();
  return value;
}

/** The answer table's rows as [语言名称, 译文] pairs. */
async function translations(page: Page) {
  const table = answer(page).getByRole('table');
  await table.waitFor();
  const headers = await table.getByRole('columnheader').allInnerTexts();
  const [name, text] = [headers.findIndex((h) => h.trim() === '语言名称'), headers.findIndex((h) => h.trim() === '译文')];
  const out: (string | undefined)[][] = [];
  for (const row of await table.locator('tbody tr').all()) {
    const cells = await row.getByRole('cell').allInnerTexts();
    // The index column, when the table has one, is not a header of the answer's fields.
    const shift = cells.length - headers.length;
    out.push([cells[name + shift]?.trim(), cells[text + shift]?.trim()]);
  }
  return out;
}

/** Fills row n of the open rows form with a label of the n-th language choice (the greeting); answers the language's id. */
async function labelRow(page: Page, n: number, language: number, translation?: string) {
  const cell = (prop: string) => dialog(page).locator(`#rows-${n}-${prop}`);
  const picked = await pick(page, `rows-${n}-languageDictBizId`, language);
  await cell('labelKey').fill('e2e.greeting');
  await cell('zhContent').fill('端到端问候');
  if (translation) await cell('translateContent').fill(translation);
  return picked;
}

const closeAnswer = async (page: Page) => {
  await answer(page).getByRole('button', { name: '关闭' }).last().click();
  await answer(page).waitFor({ state: 'detached' });
};

test('business /user/translatelabel: labels added in two languages, read by Chinese text and by language, a translation edited, a taken key refused', async ({
  page,
  base,
  shot,
}) => {
  await openScreen(page, base, '/user/translatelabel');

  // 保存翻译标签数据: two rows, each language picked from the dictionary and its name filled.
  await open(page, '保存翻译标签数据');
  const form = dialog(page).getByTestId('rows-form');
  await form.waitFor();
  const cell = (row: number, prop: string) => dialog(page).locator(`#rows-${row}-${prop}`);
  const english = await labelRow(page, 0, 0, 'Hello');
  assert.equal(await cell(0, 'languageName').inputValue(), '英语', "the language's name is filled from the picked entry");
  await dialog(page).getByRole('button', { name: '添加一行', exact: true }).click();
  const vietnamese = await labelRow(page, 1, 1, 'Xin chào');
  await shot('translate-labels-rows');
  const saved = await captureCall<Label[]>(page, '/eim-user/translatelabel/saveLabelData', () => save(page, '操作成功'));
  assert.deepEqual(
    saved.body.map((l) => [l.languageDictBizId, l.labelKey, l.languageName]),
    [
      [english, 'e2e.greeting', '英语'],
      [vietnamese, 'e2e.greeting', '越南语'],
    ],
  );

  // 按中文查询各语言译文: every language's translation of the text.
  await open(page, '按中文查询各语言译文');
  await dialog(page).locator('#field-zhContent').fill('端到端问候');
  const byText = await captureCall(page, '/eim-user/translatelabel/getLanguageByZH', () =>
    dialog(page).getByRole('button', { name: '查询' }).click(),
  );
  assert.equal(byText.query.zhContent, '端到端问候');
  assert.deepEqual(await translations(page), [
    ['英语', 'Hello'],
    ['越南语', 'Xin chào'],
  ]);
  await closeAnswer(page);

  // 按语言修改翻译内容: the English translation changed, named by its language and key.
  await open(page, '按语言修改翻译内容');
  await form.waitFor();
  await labelRow(page, 0, 0, 'Hello there');
  const edited = await captureCall<Label[]>(page, '/eim-user/translatelabel/updateByDictBizId', () => save(page, '操作成功'));
  assert.deepEqual(
    edited.body.map((l) => [l.languageDictBizId, l.labelKey, l.translateContent]),
    [[english, 'e2e.greeting', 'Hello there']],
  );

  // 按语言查询翻译内容: the language picked; the tenant is the signed-in one, not asked.
  await open(page, '按语言查询翻译内容');
  assert.equal(await dialog(page).locator('#field-tenantId').count(), 0, 'the tenant is not asked');
  await pick(page, 'field-languageDictBizId', 0);
  const byLanguage = await captureCall(page, '/eim-user/translatelabel/getTranslateContentByLanguageDictBizId', () =>
    dialog(page).getByRole('button', { name: '查询' }).click(),
  );
  assert.deepEqual([byLanguage.query.tenantId, byLanguage.query.languageDictBizId], ['000000', english]);
  const englishLabels = await translations(page);
  assert.ok(englishLabels.length > 1 && englishLabels.every(([name]) => name === '英语'), 'only English labels');
  assert.ok(
    englishLabels.some(([, text]) => text === 'Hello there'),
    'the edited translation',
  );
  await shot('translate-labels-by-language');
  await closeAnswer(page);

  // A key the language already has: the server's refusal shows in the dialog, the row stays as typed.
  await open(page, '保存翻译标签数据');
  await form.waitFor();
  await labelRow(page, 0, 0);
  await dialog(page).getByRole('button', { name: '保存', exact: true }).click();
  await dialog(page).getByTestId('server-error').filter({ hasText: '第 1 行: 该语言已有此标签键' }).waitFor();
  assert.equal(await cell(0, 'labelKey').inputValue(), 'e2e.greeting');
});
