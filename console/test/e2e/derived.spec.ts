// The derived screens' generic browser tests, against the sandbox: each screen (derived from the
// contract) is opened once, and every part the contract gives it is checked there in turn, each
// call by request capture: every picker of its record form (its option source); its record's view
// (the view's read, every sub-list tab read by the record's key, and every operation of those tabs);
// every look-up; and every named operation (derived-operations.ts), last, as they change rows.
// Each screen is its own test, so the file's tests run on both workers (parallel mode).
import type { DerivedAction, DerivedColumn, DerivedScreen } from '../../src/features/business/derived-types.ts';
import type { Page, Locator, Response } from '@playwright/test';
import { assert, confirmDialog } from './helpers.ts';
import { captureCall, dialog, openScreen, pickFirstOptions, rows, toastSays, type WireObject } from './resource-helpers.ts';
import { asked, fillInput, looksUp, routes, SCREENS } from './derived.ts';
import { checkOperations, operations } from './derived-operations.ts';
import { test } from './fixtures.ts';

test.use({ signedIn: true });
test.describe.configure({ mode: 'parallel' });

type Picker = DerivedColumn & { remote: NonNullable<DerivedColumn['remote']> };
/** What a part of a screen's test is given: the first answer of each picker list, by its URL. */
type Context = { answered: Map<string, Promise<Response>> };
type Part = {
  title: string;
  applies: (s: DerivedScreen) => unknown;
  run: (page: Page, s: DerivedScreen, context: Context) => Promise<void>;
};

const formPickers = (s: DerivedScreen) => s.columns.filter((c): c is Picker => !!c.remote && !c.readOnly && !c.searchOnly);
const lookUps = (s: DerivedScreen) => s.actions.filter(looksUp);
/** The value of `key` in a sent query or body; none when the contract names no key. */
const valueAt = (sent: Record<string, unknown> | undefined, key: string | undefined) => (key === undefined ? undefined : sent?.[key]);
const isRecord = (v: unknown): v is WireObject => typeof v === 'object' && v !== null;

/** The parts of a screen's test, in the order they run: what only reads first, what writes last. */
const PARTS: Part[] = [
  {
    title: 'every picker of its form reads its list and offers its choices',
    applies: (s) => s.permissions.add && formPickers(s).length,
    run: checkPickers,
  },
  {
    title: "its view reads the record, every tab its list by the record's key, every tab operation its route",
    applies: (s) => s.sublists?.length,
    run: checkView,
  },
  { title: 'every look-up calls its route and shows its answer', applies: (s) => lookUps(s).length, run: checkLookUps },
  {
    title: 'every named operation calls its route with the record and shows its outcome',
    applies: (s) => operations(s).length,
    run: checkOperations,
  },
];

for (const s of SCREENS) {
  const parts = PARTS.filter((p) => p.applies(s));
  if (!parts.length) continue;
  test(`business ${s.menuPath}: ${parts.map((p) => p.title).join('; ')}`, async ({ page, base }) => {
    // Each picker list's first answer, whenever the screen asks it: its table's labels may ask it on load.
    const answered = pickerAnswers(page, s);
    await openScreen(page, base, s.menuPath);
    for (const p of parts)
      await test.step(p.title, async () => {
        await settledScreen(page, base, s.menuPath);
        await p.run(page, s, { answered });
      });
  });
}

/** The screen as a part expects it: its rows listed and nothing open over them (what a part left open: the screen again). */
async function settledScreen(page: Page, base: string, path: string) {
  for (let i = 0; i < 3 && (await dialog(page).count()); i++) await page.keyboard.press('Escape');
  if ((await dialog(page).count()) || (await page.getByTestId('operation-answer').count())) await openScreen(page, base, path);
  else await rows(page).first().waitFor();
}

/** The first answer of each list a picker of the screen's form reads, from before the screen loads. */
function pickerAnswers(page: Page, s: DerivedScreen) {
  const answers: Context['answered'] = new Map();
  for (const c of formPickers(s)) {
    if (answers.has(c.remote.url)) continue;
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === `/api${c.remote.url}`);
    answer.catch(() => undefined); // a screen whose test failed before its pickers: no unhandled rejection at close
    answers.set(c.remote.url, answer);
  }
  return answers;
}

// Every option source of the screen's record form (an entity field's x-options: the list its picker
// reads): the screen asks each list (its table names the picked records by it, its 新增 form offers
// it), and each picker opens its choices.
async function checkPickers(page: Page, s: DerivedScreen, { answered }: Context) {
  await page.getByTestId('resource-toolbar').getByRole('button', { name: '新增', exact: true }).click();
  const form = dialog(page).last();
  await form.locator(':focus').waitFor(); // opened: its first field has the focus
  for (const c of formPickers(s)) {
    const answer = await answered.get(c.remote.url);
    assert.equal(answer?.status(), 200, `${c.label}: reads ${c.remote.url}`);
    // Clicked as a person does: leaving a required field above shows its message, in the room
    // under that field, so this picker has not moved when the click lands.
    const picker = form.locator(`#field-${c.prop}:not([aria-busy])`);
    await picker.click();
    await page.locator('[data-scope=combobox][data-part=content][data-state=open]').last().waitFor();
    await page.keyboard.press('Escape');
  }
}

// The record's view (查看 on the first row): it reads the record by the contract's view route where
// it marks one (detail-info), else the detail; every sub-list tab (x-blade-sublist) reads its list by
// that record's key and shows rows or 暂无数据; and every operation offered on a tab runs: one above
// the rows opens its form without the record's own field, its required inputs filled (pickers: their
// first choice), and sends the record's key; one on a row runs after its confirm with that row's key.
async function checkView(page: Page, s: DerivedScreen) {
  const route = routes[s.path.slice(1)].view ?? routes[s.path.slice(1)].detail;
  const open = () => rows(page).first().getByRole('button', { name: '查看', exact: true }).click();
  if (route)
    assert.match(String(valueAt((await captureCall(page, route.path, open)).query, route.param) ?? ''), /\S/, 'the view names the record');
  else await open();
  const view = dialog(page).first();
  const keys = new Set<string>();
  for (const sub of s.sublists ?? []) {
    const call = await captureCall(page, sub.url, () => view.getByRole('tab', { name: sub.label, exact: true }).click());
    keys.add(call.query[sub.param]);
    const table = view.getByTestId('sublist').filter({ visible: true });
    await table.locator('tbody tr').first().or(table.getByText('暂无数据')).waitFor();
    assert.equal(await table.getByTestId('list-error').count(), 0, `${sub.label}: no error`);
    for (const a of sub.actions ?? []) await runTabOperation(page, table, a, call.query[sub.param]);
  }
  assert.equal(keys.size, 1, `every tab is read by the one record's key: ${[...keys]}`);
  assert.match([...keys][0], /\S/);
}

/** Runs the operation `a` of a sub-list tab (its `table`) of the record whose key is `parentKey`. */
async function runTabOperation(page: Page, table: Locator, a: DerivedAction, parentKey: string) {
  assert.ok(a.resource, `${a.label}: a tab's operation names its resource`);
  const op = routes[a.resource.slice(1)].actions[a.name];
  // A form of several rows (a list body) asks each input in its first row: rows-0-<prop>.
  const fillAsked = async (form: Locator) => {
    const rowsForm = a.inputsIn === 'rows';
    for (const i of asked(a).filter((x) => x.required)) await fillInput(page, form, i, { rows: rowsForm });
    const call = await captureCall<unknown>(page, op.path, () => form.getByRole('button', { name: '保存' }).click());
    await toastSays(page, '操作成功');
    await dialog(page).nth(1).waitFor({ state: 'detached' }); // the form over the view closed
    const sent = rowsForm ? (Array.isArray(call.body) ? call.body[0] : undefined) : (call.body ?? call.query);
    return isRecord(sent) ? sent : undefined;
  };
  if (a.onParent) {
    // An operation of the record itself, above its tab (a category's 绑定商品): run on the record.
    const button = table.getByTestId('sublist-toolbar').getByRole('button', { name: a.label, exact: true });
    let sent: WireObject | undefined;
    if (asked(a).length) {
      await button.click();
      sent = await fillAsked(dialog(page).last());
    } else {
      const call = await captureCall(page, op.path, async () => {
        await button.click();
        await confirmDialog(page, `确定执行「${a.label}」?`);
      });
      await toastSays(page, '操作成功');
      sent = call.body ?? call.query;
    }
    assert.equal(sent?.[op.param ?? op.key ?? 'id'], parentKey, `${a.label}: names the record whose tab it is`);
  } else if (op.where === 'none') {
    await table.getByTestId('sublist-toolbar').getByRole('button', { name: a.label, exact: true }).click();
    const sent = await fillAsked(dialog(page).last());
    const parentInput = a.inputs?.find((x) => x.fromParent);
    if (parentInput) assert.equal(sent?.[parentInput.prop], parentKey, `${a.label}: sends the record's ${parentInput.prop}`);
  } else if (op.where === 'body-rows') {
    // New records of a row's record (a BOM line's materials): its rows form, the row's key in each.
    const row = table
      .locator('tbody tr')
      .filter({ has: page.getByRole('button', { name: a.label, exact: true }) })
      .first();
    if (!(await row.count())) return; // no rows to act on
    await row.getByRole('button', { name: a.label, exact: true }).click();
    const sent = await fillAsked(dialog(page).last());
    assert.match(String(valueAt(sent, op.param) ?? ''), /\S/, `${a.label}: names the row in ${op.param}`);
  } else if (asked(a).length) {
    // A row's operation asking for values (a receipt's delivery note): its form, the row's key sent with them.
    const row = table
      .locator('tbody tr')
      .filter({ has: page.getByRole('button', { name: a.label, exact: true }) })
      .first();
    if (!(await row.count())) return; // no rows to act on
    await row.getByRole('button', { name: a.label, exact: true }).click();
    const sent = await fillAsked(dialog(page).last());
    assert.match(String(sent?.[op.param ?? op.key ?? 'id'] ?? sent?.id ?? ''), /\S/, `${a.label}: names the row`);
  } else {
    // The first row it is offered on (an operation allowed in some states only: a video's thumbnail).
    const row = table
      .locator('tbody tr')
      .filter({ has: page.getByRole('button', { name: a.label, exact: true }) })
      .first();
    if (!(await row.count())) return; // no rows to act on
    // A look-up (it answers a table or a record) runs without a confirm and shows its answer.
    const looksUp = a.shows === 'table' || a.shows === 'record';
    const call = await captureCall(page, op.path, async () => {
      await row.getByRole('button', { name: a.label, exact: true }).click();
      if (!looksUp) await confirmDialog(page, `确定执行「${a.label}」?`);
    });
    assert.match(String(valueAt(call.query, op.where) ?? ''), /\S/, `${a.label}: names the row`);
    // A bare success is a toast; an answer (a look-up's table, an image's address) is shown.
    if (!a.shows) await toastSays(page, '操作成功');
    else {
      const shown = page.getByTestId('operation-answer');
      await shown.getByRole('button', { name: '关闭' }).last().click();
      await shown.waitFor({ state: 'detached' });
    }
  }
}

/** Gives a look-up's required inputs that have no default: a picker's first choice, else the first row's value of that field. */
async function fillRequired(page: Page, a: DerivedAction) {
  for (const i of asked(a).filter((i) => i.required && i.default === undefined)) {
    if (i.remote || i.options) await pickFirstOptions(page, i.prop);
    else {
      const shown = rows(page).first().locator(`[data-prop=${i.prop}]`);
      await dialog(page)
        .locator(`#field-${i.prop}`)
        .fill((await shown.count()) ? (await shown.innerText()).trim() : 'E2E');
    }
  }
}

// Every look-up of the screen (an operation answering records: a report, a detail): run
// on the first record (a row's) or from the toolbar, with its inputs as they open, the required ones
// given (a picker's first choice, else the first row's value of that field), it calls its route and
// shows the answer as a table, as label and value lines, or as a tree.
async function checkLookUps(page: Page, s: DerivedScreen) {
  for (const a of lookUps(s)) {
    const op = routes[s.path.slice(1)].actions[a.name];
    const call = await captureCall(page, op.path, async () => {
      if (op.where === 'none') await page.getByTestId('resource-toolbar').getByRole('button', { name: a.label, exact: true }).click();
      else {
        const row = rows(page).first();
        const direct = row.getByRole('button', { name: a.label, exact: true });
        if (await direct.count()) await direct.click();
        else {
          await row.getByRole('button', { name: '更多' }).click();
          await page.getByTestId('row-more-menu').getByRole('menuitem', { name: a.label, exact: true }).click();
        }
      }
      if (asked(a).length) {
        await fillRequired(page, a);
        await dialog(page).getByRole('button', { name: '查询' }).click();
      }
    });
    if (op.where !== 'none')
      assert.match(String(valueAt(call.query, op.where) ?? call.query.id ?? ''), /\S/, `${a.label}: names the record`);
    const answer = page.getByTestId('operation-answer');
    const shown =
      a.shows === 'record'
        ? answer.getByTestId('record-fields')
        : a.shows === 'tree'
          ? answer.getByTestId('answer-tree')
          : answer.getByRole('columnheader', { name: (a.answer ?? [])[0].label, exact: true });
    await shown.or(answer.getByText('暂无数据')).first().waitFor();
    await answer.getByRole('button', { name: '关闭' }).last().click();
    await answer.waitFor({ state: 'detached' });
  }
}
