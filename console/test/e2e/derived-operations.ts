// The named operations part of the derived screens' browser tests (derived.spec.ts): every
// x-blade-resource action a screen offers, look-ups aside, as a person runs it: on the first row of
// the list that offers it (in the states the contract allows it from), or from the toolbar (one
// naming no record; a batch over a row selected in such a state). A confirm is confirmed; a form
// gets its required inputs (a picker's first choice, a code's first, a day, a number, a text, a
// file; a rows form its first row). Each call is captured at its route with the record's key where
// the contract puts it, and the outcome is shown: 操作成功, the answer (a text, a download), or the
// server's refusal in its own words.
import type { Locator, Page } from '@playwright/test';
import type { BladeOperation } from '@dasha/contract/resources';
import type { DerivedAction, DerivedScreen } from '../../src/features/business/derived-types.ts';
import { assert, confirmDialog } from './helpers.ts';
import { clickRowAction, dialog, fillForm, rowOffers, rows, toastSays, type WireObject } from './resource-helpers.ts';
import { asked, fillInput, looksUp, routes, valueFor } from './derived.ts';

/** A screen's named operations: its x-blade-resource actions, look-ups aside. */
export const operations = (s: DerivedScreen) => s.actions.filter((a) => !looksUp(a));

/** The rows of the list in a state the operation is allowed from (all rows where it names none, or its state is not a column). */
function rowsAllowed(page: Page, s: DerivedScreen, op: BladeOperation) {
  const states = s.columns.find((c) => c.prop === op.field)?.options;
  const from = op.from;
  if (!from || !states) return rows(page);
  const labels = states.filter(([v]) => from.includes(v)).map(([, l]) => l);
  return rows(page).filter({ has: page.locator(`[data-prop=${op.field}]`).getByText(new RegExp(`^(${labels.join('|')})$`)) });
}

/** The first row offering the operation (its button, or an item of its 更多 menu), or null. */
async function firstRowOffering(page: Page, candidates: Locator, label: string): Promise<Locator | null> {
  const direct = candidates.filter({ has: page.getByRole('button', { name: label, exact: true }) }).first();
  if (await direct.count()) return direct;
  for (let i = 0; i < (await candidates.count()); i++) if (await rowOffers(page, candidates.nth(i), label)) return candidates.nth(i);
  return null;
}

/** Fills the required inputs of an operation's form: its target state (a list `to`), its inputs, a rows form's first row, a lines form's first line. */
async function fillOperationForm(page: Page, a: DerivedAction, op: BladeOperation) {
  const form = dialog(page).last();
  await form.getByRole('button', { name: '保存' }).waitFor();
  if (Array.isArray(op.to)) await fillForm(page, form, { [String(op.field)]: { index: 1 } });
  for (const i of asked(a).filter((x) => x.required)) await fillInput(page, form, i, { rows: a.inputsIn === 'rows' });
  // A record with its lines (an order's goods): its first line gets what a line needs.
  if (a.lines) for (const c of a.lines.columns.filter((x) => x.required)) await fillInput(page, form, c, { rows: true });
}

/** BladeX's answer envelope (R): its code, message and data. */
type Answer = { code: number; msg: string; data?: unknown };
/** A captured call of an operation: what the page sent, and the JSON answered (null for a file). */
type Call = { query: Record<string, string>; body: WireObject | undefined; multipart: boolean; json: Answer | null };

/** The first answer of the operation's route while `act` runs: the request's query and body, and the answer's JSON (null for a file). */
async function captureAnswer(page: Page, op: BladeOperation, act: () => Promise<void>): Promise<Call> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === `/api${op.path}` && r.request().method() === op.method.toUpperCase()),
    act(),
  ]);
  const request = response.request();
  const url = new URL(request.url());
  const type = request.headers()['content-type'] ?? '';
  const data = request.postData();
  const body = data && type.includes('json') ? JSON.parse(data) : undefined;
  const json = (response.headers()['content-type'] ?? '').includes('json') ? await response.json() : null;
  return { query: Object.fromEntries(url.searchParams), body, multipart: type.includes('multipart'), json };
}

/** The record's key as sent, where the contract puts it (query id/ids/a named parameter, the body, a body list). */
function sentKey(op: BladeOperation, call: Call) {
  if (op.where === 'id' || op.where === 'ids') return call.query[op.where] ?? call.body?.[op.where];
  if (op.where === 'body') return call.body?.[op.param ?? op.key ?? 'id'];
  if (op.where === 'body-list') {
    const keys = call.body?.[String(op.param)];
    return Array.isArray(keys) ? keys.join(',') : undefined;
  }
  return op.where === undefined ? undefined : call.query[op.where];
}

// The operations the server refuses with what this test gives them (and why): every other one succeeds.
const REFUSED: Record<string, string> = {
  uploadPurchaseOrder: 'the file given is no workbook (a real import: business.spec.ts)',
  updateByDictBizId: 'its rows change labels by their key, and the key given names none (translate-labels.spec.ts changes real ones)',
};

/** Runs every named operation of the screen `s` (open, its rows listed) in order, each on a row that offers it or from the toolbar. */
export async function checkOperations(page: Page, s: DerivedScreen) {
  const screen = page.getByTestId('resource-screen').first();
  for (const a of operations(s)) {
    const op = routes[s.path.slice(1)].actions[a.name];
    const batch = op.where === 'ids' || op.where === 'body-list';
    const asks = Array.isArray(op.to) || asked(a).length > 0 || !!a.lines;
    const toolbar = op.where === 'none' || batch;
    let open: () => Promise<void>;
    if (toolbar) {
      const button = page.getByTestId('resource-toolbar').getByRole('button', { name: a.label, exact: true });
      if (batch) {
        // A batch over one row in a state it is allowed from.
        const row = rowsAllowed(page, s, op).first();
        assert.ok(await row.count(), `${a.label}: a row of the first page in a state it is allowed from`);
        await row.locator('input[type=checkbox]').check();
      }
      open = () => button.click();
    } else {
      const row = await firstRowOffering(page, rowsAllowed(page, s, op), a.label);
      assert.ok(row, `${a.label}: offered on a row of the first page`);
      open = () => clickRowAction(page, row, a.label);
    }
    const call = await captureAnswer(page, op, async () => {
      await open();
      if (asks) {
        await fillOperationForm(page, a, op);
        await dialog(page).last().getByRole('button', { name: '保存' }).click();
      } else await confirmDialog(page, `确定执行「${a.label}」?`);
    });
    if (op.where !== 'none')
      assert.match(String(sentKey(op, call) ?? ''), /\S/, `${a.label}: names the record where the contract says (${op.where})`);
    if (op.body === 'multipart') assert.ok(call.multipart, `${a.label}: sends its file as multipart`);
    // A day picked on the calendar goes as the contract's yyyy-MM-dd.
    for (const i of asked(a).filter((x) => x.required && x.type === 'date'))
      assert.equal((call.body ?? call.query)[i.prop], valueFor(i), `${a.label}: ${i.prop} as yyyy-MM-dd`);
    const refused = call.json && call.json.code !== 200 ? call.json.msg : null;
    assert.equal(
      !!refused,
      a.name in REFUSED,
      `${a.label}: ${refused ? `refused: ${refused}` : 'done'}${REFUSED[a.name] ? ` (expected a refusal: ${REFUSED[a.name]})` : ''}`,
    );
    await settled(page, a, refused);
    // A batch's selection is cleared with the list read again (none left for the next operation).
    if (batch)
      assert.equal(await screen.locator('[role=rowgroup] input[type=checkbox]:checked').count(), 0, `${a.label}: the selection cleared`);
  }
}

/** What the person sees after the call: the refusal in the server's words, else the answer or 操作成功; every dialog closed after. */
async function settled(page: Page, a: DerivedAction, refused: string | null) {
  if (refused) {
    // A form keeps the refusal in the dialog (its values kept); a confirmed operation shows a toast.
    const form = dialog(page).last();
    if (await form.count()) {
      await form.getByText(refused).first().waitFor();
      // Closed by the person, who is asked first: the form still holds what was typed.
      await form.getByRole('button', { name: '取消' }).click();
      await confirmDialog(page, '有未保存的修改, 确定关闭?');
    } else await toastSays(page, refused);
  } else if (a.shows === 'file') await toastSays(page, '已开始下载');
  else if (a.shows === 'text') {
    const shown = page.getByTestId('operation-answer');
    await shown.getByRole('button', { name: '关闭' }).last().click();
  } else await toastSays(page, '操作成功');
  await dialog(page).first().waitFor({ state: 'detached' });
  await page.getByTestId('operation-answer').waitFor({ state: 'detached' });
}
