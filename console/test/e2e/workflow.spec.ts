// 我的事务 in the real shell against the sandbox (spec §1 workflow, §2 leave routes, task claim
// then complete): a leave started from 发起事务 (taskUser sent bare), a task claimed from 待签
// into 待办, a leave of more than 3 days approved by its approver and then by the boss into 办结,
// a 驳回 back to the applicant's 待办 (调整申请) and resubmitted, and the process diagram of a
// task and of a process. Categories travel as flow_N. 流程管理's own pages: flow.spec.ts.
import type { Sandbox } from './servers.ts';
import type { Page, Locator, BrowserContext } from '@playwright/test';
import { assert, confirmDialog, signIn, type Paged } from './helpers.ts';
import { fillForm, openScreen, rows, rowWith, toastSays } from './resource-helpers.ts';
import { test } from './fixtures.ts';

/** A task of a work list (todo, claim, send...), as far as these tests read it. */
type Task = {
  taskId: string;
  taskName: string;
  processInstanceId: string;
  processIsFinished: string;
  createTime: string;
  assigneeName: string;
};
/** A work list's answer. */
type TaskList = { data: Paged<Task> };

const screen = (page: Page) => page.locator('[data-testid=resource-screen]:visible').first();
const cellOf = (row: Locator, prop: string) => row.locator(`[data-prop=${prop}]`);

/** Picks a category (flow_<key of the `flow` dictionary>) in the search form and searches. */
async function searchCategory(page: Page, category: string) {
  const select = screen(page).locator('#search-category');
  await select.locator(`option[value="${category}"]`).waitFor({ state: 'attached' });
  await select.selectOption(category);
  await screen(page).getByRole('button', { name: '搜索', exact: true }).click();
}

/** The first leave row (category flow_1 → remark leave) at `step`, once the list shows only leaves. */
async function firstLeaveRow(page: Page, step?: string) {
  await searchCategory(page, 'flow_1');
  await rows(page).first().waitFor();
  const row = step
    ? rows(page)
        .filter({ has: page.locator('[data-prop=taskName]', { hasText: step }) })
        .first()
    : rows(page).first();
  await cellOf(row, 'category').filter({ hasText: '请假流程' }).waitFor();
  return row;
}

/** Signs the page out (cookies and storage) and in again as another user of 000000. */
async function switchUser(page: Page, context: BrowserContext, env: { base: string; sandbox: Sandbox }, user: string) {
  await context.clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await signIn(page, env, { user });
}

/** Opens a task list and answers the row (and record) of the instance's task in it. */
async function taskRow(page: Page, base: string, list: string, processInstanceId: string) {
  const answered = page.waitForResponse((r) => r.url().includes(`/blade-flow/work/${list}-list`));
  await openScreen(page, base, `/work/${list}`);
  const listed: TaskList = await (await answered).json();
  const task = listed.data.records.find((t) => t.processInstanceId === processInstanceId);
  assert.ok(task, `/work/${list}: no task of instance ${processInstanceId}`);
  const row = screen(page).locator(`[role=row][data-key="${task.taskId}"]`);
  await row.waitFor();
  return { row, task };
}

/** Applies for a leave from 发起事务 with `approver` (a name) as the first approver; answers the new instance's id. */
async function applyForLeave(
  page: Page,
  base: string,
  { approver, start, end, reason }: { approver: string; start: string; end: string; reason: string },
) {
  await openScreen(page, base, '/work/start');
  await rowWith(page, '请假流程').getByRole('button', { name: '发起', exact: true }).click();
  const form = page.getByTestId('leave-form');
  // The approver is a reference field: a combobox, picked by typing the name.
  const taskUser = form.locator('#field-taskUser:not([aria-busy])');
  await taskUser.fill(approver);
  await page
    .locator('[data-scope=combobox][data-part=content][data-state=open] [data-part=item]')
    .filter({ hasText: approver })
    .first()
    .click();
  await fillForm(page, form, { startTime: start, endTime: end, reason });
  const sentList = page.waitForResponse((r) => r.url().includes('/blade-flow/work/send-list'));
  await form.getByRole('button', { name: '提交' }).click();
  await toastSays(page, '发起成功');
  const listed: TaskList = await (await sentList).json();
  const sent = listed.data.records.sort((a, b) => b.createTime.localeCompare(a.createTime))[0];
  assert.equal(sent.assigneeName, approver);
  return sent.processInstanceId;
}

/** 处理 → the handle page → a choice (同意, 驳回, 重新提交...) with a comment → back on 待办. */
async function handle(page: Page, row: Locator, choice: string, comment: string) {
  await row.getByRole('button', { name: '处理', exact: true }).click();
  const page_ = page.getByTestId('leave-handle');
  await page_.getByTestId('flow-history').locator('tbody tr').first().waitFor();
  await page_.locator('#field-comment').fill(comment);
  const sent = page.waitForRequest((r) => r.url().includes('/blade-flow/work/complete-task'));
  await page_.getByRole('button', { name: choice, exact: true }).click();
  const body = (await sent).postDataJSON();
  await toastSays(page, '操作成功');
  await page.waitForURL(/\/work\/todo\/index/, { waitUntil: 'commit' });
  return body;
}

/** The history table of the detail or handle page as [step, assignee, comment] rows. */
async function historyRows(scope: Locator) {
  const table = scope.getByTestId('flow-history');
  await table.locator('tbody tr').first().waitFor();
  return table
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim())).map((c) => [c[0], c[1], c[5]]),
    );
}

test.describe(() => {
  test.use({ signedIn: true });

  test('work 发起事务: 发起 opens the leave form of the process; start-process carries the leave the user typed, taskUser as the bare user id', async ({
    page,
    base,
  }) => {
    await openScreen(page, base, '/work/start');
    const leave = rowWith(page, '请假流程');
    await leave.waitFor();
    // Only a category the `flow` dictionary routes to pages offers 发起.
    assert.equal(await rowWith(page, '报销流程').getByRole('button', { name: '发起', exact: true }).count(), 0, 'no 发起 without pages');
    await leave.getByRole('button', { name: '发起', exact: true }).click();
    await page.waitForURL(/\/work\/process\/leave\/form\/leave(%3A|:)\d+(%3A|:)/);
    const form = page.getByTestId('leave-form');
    await form.getByRole('button', { name: '提交' }).click();
    await form.getByText('请选择审批人').waitFor();
    await form.getByText('请输入请假理由').waitFor();
    await fillForm(page, form, {
      taskUser: { index: 1 },
      startTime: '2026-12-01T09:00',
      endTime: '2026-12-03T18:00',
      reason: 'E2E 请假: 家中有事',
    });
    assert.equal(await form.locator('#field-days').inputValue(), '3', 'the days follow the dates');
    const sent = page.waitForRequest((r) => r.url().includes('/blade-desk/process/leave/start-process'));
    const answered = page.waitForResponse((r) => r.url().includes('/blade-desk/process/leave/start-process'));
    await form.getByRole('button', { name: '提交' }).click();
    const body = (await sent).postDataJSON();
    assert.match(body.processDefinitionId, /^leave:\d+:/);
    assert.match(body.taskUser, /^\d+$/, 'the server adds taskUser_ itself');
    assert.deepEqual(
      [body.startTime, body.endTime, body.days, body.reason],
      ['2026-12-01 09:00:00', '2026-12-03 18:00:00', 3, 'E2E 请假: 家中有事'],
    );
    const answer = await (await answered).json();
    assert.equal(answer.success, true, `start-process answered ${answer.msg}`);
    await toastSays(page, '发起成功');
    await page.waitForURL(/\/work\/send\/index/, { waitUntil: 'commit' });
    // The leave just started waits at its approval step (发起事务 stays open in its tab).
    const sentRows = page.locator('[data-testid=resource-screen]:visible [role=rowgroup] [role=row]');
    await sentRows.filter({ hasText: '请假流程' }).filter({ hasText: '部门经理审批' }).first().waitFor();
  });

  test('work 待签事务: 签收 a leave task (category filter sends flow_1), it leaves the claim list and shows in 待办事务', async ({
    page,
    base,
  }) => {
    await openScreen(page, base, '/work/claim');
    const listed = page.waitForRequest((r) => r.url().includes('/blade-flow/work/claim-list') && r.url().includes('category='));
    const row = await firstLeaveRow(page);
    assert.equal(new URL((await listed).url()).searchParams.get('category'), 'flow_1');
    const applied = (await cellOf(row, 'createTime').innerText()).trim();
    assert.equal(await row.getByRole('button', { name: '处理', exact: true }).count(), 0, 'a task is handled only once claimed');
    await row.getByRole('button', { name: '签收', exact: true }).click();
    await confirmDialog(page, '确定签收此任务?');
    await toastSays(page, '签收成功');
    await rows(page).filter({ hasText: applied }).first().waitFor({ state: 'detached' });
    await openScreen(page, base, '/work/todo');
    await searchCategory(page, 'flow_1');
    const todo = rows(page).filter({ hasText: applied }).first();
    await todo.waitFor();
    await cellOf(todo, 'assigneeName').filter({ hasText: '管理员' }).waitFor();
  });

  test('work 待办事务: 处理 shows the leave, its applicant and history; 驳回 needs a comment; 同意 with one moves the task to 办结事务', async ({
    page,
    base,
    shot,
  }) => {
    await openScreen(page, base, '/work/todo');
    await shot('work-todo');
    const row = await firstLeaveRow(page, '部门经理审批');
    const taskId = await row.getAttribute('data-key');
    await row.getByRole('button', { name: '处理', exact: true }).click();
    await page.waitForURL(/\/work\/process\/leave\/handle\/[^/]+\/[^/]+\/[^/]+$/);
    const handlePage = page.getByTestId('leave-handle');
    await handlePage.getByTestId('leave-info').getByText('请假理由').waitFor();
    await handlePage.getByTestId('leave-info').getByText('申请人').waitFor();
    await handlePage.getByTestId('flow-history').locator('tbody tr').first().waitFor();
    await shot('work-leave-handle');
    await handlePage.getByRole('button', { name: '驳回' }).click();
    await handlePage.getByText('请输入审批意见').waitFor();
    await handlePage.locator('#field-comment').fill('E2E 同意, 注意交接');
    const sent = page.waitForRequest((r) => r.url().includes('/blade-flow/work/complete-task'));
    await handlePage.getByRole('button', { name: '同意' }).click();
    const body = (await sent).postDataJSON();
    assert.deepEqual([body.flag, body.comment, body.taskId], ['ok', 'E2E 同意, 注意交接', taskId]);
    await toastSays(page, '操作成功');
    await page.waitForURL(/\/work\/todo\/index/, { waitUntil: 'commit' }).catch(() => {
      throw new Error(`not back on 待办: ${page.url()}`);
    });
    assert.equal(await page.locator('[data-tab]').filter({ hasText: '请假审批' }).count(), 0, 'the handle tab closed');
    await openScreen(page, base, '/work/done');
    const done = screen(page).locator(`[role=row][data-key="${taskId}"]`);
    await done.waitFor();
    await done.getByRole('button', { name: '详情', exact: true }).click();
    await page.waitForURL(/\/work\/process\/leave\/detail\/[^/]+\/[^/]+$/);
    const detail = page.getByTestId('leave-detail');
    assert.ok((await historyRows(detail)).some(([step, , comment]) => step === '部门经理审批' && comment === 'E2E 同意, 注意交接'));
    assert.equal(await detail.getByRole('button', { name: '同意' }).count(), 0, 'the detail is read-only');
  });
});

test.describe(() => {
  test.use({ freshSandbox: true });
  // Each starts from the seed, so they need not wait for each other: on both workers, this file
  // (the last to start) does not leave one worker alone at the end of the run.
  test.describe.configure({ mode: 'parallel' });

  test('work 两级审批: a leave of 5 days goes from its approver (人事) to the boss (老板), and ends in 办结 with every step in the history', async ({
    page,
    context,
    base,
    sandbox,
  }) => {
    const env = { base, sandbox };
    await signIn(page, env);
    const pid = await applyForLeave(page, base, {
      approver: '人事',
      start: '2026-12-07T09:00',
      end: '2026-12-11T18:00',
      reason: 'E2E 两级审批: 婚假',
    });
    await switchUser(page, context, env, 'hr');
    const first = await taskRow(page, base, 'todo', pid);
    assert.equal(first.task.taskName, '部门经理审批');
    assert.equal((await handle(page, first.row, '同意', 'E2E 人事同意')).flag, 'ok');
    await switchUser(page, context, env, 'boss');
    const second = await taskRow(page, base, 'todo', pid);
    assert.deepEqual([second.task.taskName, second.task.assigneeName], ['老板审批', '老板']);
    await handle(page, second.row, '同意', 'E2E 老板准假');
    const done = await taskRow(page, base, 'done', pid);
    assert.equal(done.task.processIsFinished, 'finished');
    await done.row.getByRole('button', { name: '详情', exact: true }).click();
    assert.deepEqual(await historyRows(page.getByTestId('leave-detail')), [
      ['开始', '管理员', '—'],
      ['部门经理审批', '人事', 'E2E 人事同意'],
      ['老板审批', '老板', 'E2E 老板准假'],
      ['结束', '—', '—'],
    ]);
  });

  test("work 驳回: the approver rejects a leave, it shows as 调整申请 in the applicant's 待办, who resubmits it to the approver", async ({
    page,
    context,
    base,
    sandbox,
  }) => {
    const env = { base, sandbox };
    await signIn(page, env);
    const pid = await applyForLeave(page, base, {
      approver: '人事',
      start: '2026-12-14T09:00',
      end: '2026-12-15T18:00',
      reason: 'E2E 驳回: 调休',
    });
    await switchUser(page, context, env, 'hr');
    const first = await taskRow(page, base, 'todo', pid);
    assert.equal((await handle(page, first.row, '驳回', 'E2E 请补充交接安排')).flag, 'reject');
    await switchUser(page, context, env, 'admin');
    const adjust = await taskRow(page, base, 'todo', pid);
    await cellOf(adjust.row, 'taskName').filter({ hasText: '调整申请' }).waitFor();
    await adjust.row.getByRole('button', { name: '处理', exact: true }).click();
    const handlePage = page.getByTestId('leave-handle');
    assert.ok(
      (await historyRows(handlePage)).some(
        ([step, who, comment]) => step === '部门经理审批' && who === '人事' && comment === 'E2E 请补充交接安排',
      ),
    );
    assert.equal(await handlePage.getByRole('button', { name: '同意', exact: true }).count(), 0, 'the applicant resubmits or withdraws');
    await handlePage.getByRole('button', { name: '撤销申请', exact: true }).waitFor();
    await handlePage.locator('#field-comment').fill('E2E 已补充交接安排');
    await handlePage.getByRole('button', { name: '重新提交', exact: true }).click();
    await toastSays(page, '操作成功');
    const sent = await taskRow(page, base, 'send', pid);
    await cellOf(sent.row, 'taskName').filter({ hasText: '部门经理审批' }).waitFor();
    await cellOf(sent.row, 'assigneeName').filter({ hasText: '人事' }).waitFor();
  });
});

test.describe(() => {
  test.use({ signedIn: true });

  test('work 跟踪 and 流程管理 流程图: an instance drawn by diagram-view, a definition by resource-view, each a plain image loaded without a token', async ({
    page,
    base,
    shot,
  }) => {
    await openScreen(page, base, '/work/todo');
    const answered = page.waitForResponse((r) => r.url().includes('/blade-flow/process/diagram-view?processInstanceId='));
    await rows(page).first().getByRole('button', { name: '跟踪', exact: true }).click();
    const res = await answered;
    assert.equal(res.headers()['content-type'], 'image/png');
    assert.equal(res.request().headers()['blade-auth'], undefined, 'an <img> carries no token');
    const image = page.getByTestId('flow-diagram').locator('img');
    await image.waitFor();
    assert.ok(await image.evaluate((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 100), 'the PNG decodes');
    await shot('work-diagram');
    await page.getByTestId('flow-diagram').getByRole('button', { name: '关闭' }).last().click();
    // 流程管理's 流程图 draws a process definition through resource-view.
    await openScreen(page, base, '/flow/manager');
    const definition = page.waitForResponse((r) => r.url().includes('/blade-flow/process/resource-view?processDefinitionId='));
    await rows(page).first().getByRole('button', { name: '流程图', exact: true }).click();
    assert.equal((await definition).status(), 200);
    const drawn = page.getByTestId('flow-diagram').locator('img');
    await drawn.waitFor();
    assert.ok(
      await drawn.evaluate((img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0),
      'the definition is drawn',
    );
  });
});
