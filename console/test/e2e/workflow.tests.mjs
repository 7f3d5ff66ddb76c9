// 我的事务 and 流程管理 in the real shell against the sandbox (spec §1 workflow, §2 leave routes,
// §3 flow routes, §4 model deploy, deployment state change, task claim then complete): a leave
// started from 发起事务, a task claimed from 待签 into 待办, a leave approved from 待办 with a comment
// into 办结, a model deployed and a process suspended/activated.
import { assert, confirmDialog } from './helpers.mjs';
import { dialog, fillForm, openScreen, rows, rowWith, toastSays } from './resource-helpers.mjs';

const screen = (page) => page.getByTestId('resource-screen').first();
const cellOf = (row, prop) => row.locator(`[data-prop=${prop}]`);

/** Picks a category (a `flow` dictionary key) in the search form and searches. */
async function searchCategory(page, key) {
  const select = screen(page).locator('#search-category');
  await select.locator(`option[value="${key}"]`).waitFor({ state: 'attached' });
  await select.selectOption(key);
  await screen(page).getByRole('button', { name: '搜索', exact: true }).click();
}

/** The first row of a leave (category 1 → remark leave) once the list shows only leaves. */
async function firstLeaveRow(page) {
  await searchCategory(page, '1');
  await rows(page).first().waitFor();
  const row = rows(page).first();
  await cellOf(row, 'category').filter({ hasText: '请假流程' }).waitFor();
  return row;
}

export const tests = [
  {
    name: 'work 发起事务: 发起 opens the leave form of the process; start-process carries the leave the user typed and starts it',
    signedIn: true,
    async run({ page, base }) {
      await openScreen(page, base, '/work/start');
      const leave = rowWith(page, '请假流程');
      await leave.waitFor();
      // Only a category the `flow` dictionary routes to pages offers 发起.
      assert.equal(await rowWith(page, '报销流程').getByRole('button', { name: '发起', exact: true }).count(), 0, 'no 发起 without pages');
      await leave.getByRole('button', { name: '发起', exact: true }).click();
      await page.waitForURL(/\/work\/process\/leave\/form\/leave(%3A|:)1(%3A|:)/);
      const form = page.getByTestId('leave-form');
      await form.getByRole('button', { name: '提交' }).click();
      await form.getByText('请选择审批人').waitFor();
      await form.getByText('请输入请假理由').waitFor();
      await fillForm(page, form, { taskUser: { index: 1 }, startTime: '2026-12-01T09:00', endTime: '2026-12-03T18:00', reason: 'E2E 请假: 家中有事' });
      assert.equal(await form.locator('#field-days').inputValue(), '3', 'the days follow the dates');
      const sent = page.waitForRequest((r) => r.url().includes('/blade-desk/process/leave/start-process'));
      const answered = page.waitForResponse((r) => r.url().includes('/blade-desk/process/leave/start-process'));
      await form.getByRole('button', { name: '提交' }).click();
      const body = (await sent).postDataJSON();
      assert.match(body.processDefinitionId, /^leave:1:/);
      assert.match(body.taskUser, /^taskUser_\d+$/);
      assert.deepEqual([body.startTime, body.endTime, body.days, body.reason], ['2026-12-01 09:00:00', '2026-12-03 18:00:00', 3, 'E2E 请假: 家中有事']);
      const answer = await (await answered).json();
      assert.equal(answer.success, true, `start-process answered ${answer.msg}`);
      // A started leave is the user's sent task.
      await toastSays(page, '发起成功');
      await page.waitForURL(/\/work\/send\/index/, { waitUntil: 'commit' });
      // The leave just started waits at its approval step, with the approver the user picked.
      // (发起事务 stays open in its tab: the visible screen is 已发事务.)
      const sentRows = page.locator('[data-testid=resource-screen]:visible [role=rowgroup] [role=row]');
      await sentRows.filter({ hasText: '请假流程' }).filter({ hasText: '部门经理审批' }).first().waitFor();
    },
  },
  {
    name: 'work 待签事务: 签收 a leave task, it leaves the claim list and shows in 待办事务',
    signedIn: true,
    async run({ page, base }) {
      await openScreen(page, base, '/work/claim');
      const row = await firstLeaveRow(page);
      const applied = (await cellOf(row, 'createTime').innerText()).trim();
      assert.equal(await row.getByRole('button', { name: '处理', exact: true }).count(), 0, 'a task is handled only once claimed');
      await row.getByRole('button', { name: '签收', exact: true }).click();
      await confirmDialog(page, '确定签收此任务?');
      await toastSays(page, '签收成功');
      await rows(page).filter({ hasText: applied }).first().waitFor({ state: 'detached' });
      await openScreen(page, base, '/work/todo');
      await searchCategory(page, '1');
      const todo = rows(page).filter({ hasText: applied }).first();
      await todo.waitFor();
      await cellOf(todo, 'assigneeName').filter({ hasText: '管理员' }).waitFor();
    },
  },
  {
    name: 'work 待办事务: 处理 shows the leave and its history; 驳回 needs a comment; 同意 with one moves the task to 办结事务',
    signedIn: true,
    async run({ page, base, shot }) {
      await openScreen(page, base, '/work/todo');
      await shot('work-todo');
      const row = await firstLeaveRow(page);
      const applied = (await cellOf(row, 'createTime').innerText()).trim();
      await row.getByRole('button', { name: '处理', exact: true }).click();
      await page.waitForURL(/\/work\/process\/leave\/handle\/[^/]+\/[^/]+\/[^/]+$/);
      const handle = page.getByTestId('leave-handle');
      await handle.getByTestId('leave-info').getByText('请假理由').waitFor();
      await handle.getByTestId('flow-history').locator('tbody tr').first().waitFor();
      await shot('work-leave-handle');
      await handle.getByRole('button', { name: '驳回' }).click();
      await handle.getByText('请输入审批意见').waitFor();
      await handle.locator('#field-comment').fill('E2E 同意, 注意交接');
      const sent = page.waitForRequest((r) => r.url().includes('/blade-flow/work/complete-task'));
      await handle.getByRole('button', { name: '同意' }).click();
      const body = (await sent).postDataJSON();
      assert.equal(body.flag, 'ok');
      assert.equal(body.comment, 'E2E 同意, 注意交接');
      assert.ok(body.taskId && body.processInstanceId, 'the task and its instance are named');
      await toastSays(page, '操作成功');
      await page.waitForURL(/\/work\/todo\/index/, { waitUntil: 'commit' }).catch(() => { throw new Error(`not back on 待办: ${page.url()}`); });
      assert.equal(await page.locator('[data-tab]').filter({ hasText: '请假审批' }).count(), 0, 'the handle tab closed');
      await rows(page).first().waitFor();
      await searchCategory(page, '1');
      await page.waitForTimeout(300);
      assert.equal(await rows(page).filter({ hasText: applied }).count(), 0, 'the approved task left 待办');
      await openScreen(page, base, '/work/done');
      await searchCategory(page, '1');
      const done = rows(page).filter({ hasText: applied }).first();
      await done.waitFor();
      await done.getByRole('button', { name: '详情', exact: true }).click();
      await page.waitForURL(/\/work\/process\/leave\/detail\/[^/]+\/[^/]+$/);
      await page.getByTestId('leave-detail').getByTestId('flow-history').waitFor();
      assert.equal(await page.getByTestId('leave-detail').getByRole('button', { name: '同意' }).count(), 0, 'the detail is read-only');
    },
  },
  {
    name: 'flow 模型设计 部署 (category from the flow dictionary) and 流程管理 挂起 (change-state) after its confirm',
    signedIn: true,
    async run({ page, base, shot }) {
      await openScreen(page, base, '/flow/model');
      const model = rowWith(page, '请假流程');
      await model.getByRole('button', { name: '部署', exact: true }).click();
      await dialog(page).getByRole('button', { name: '保存' }).click();
      await dialog(page).getByText('请选择流程分类').waitFor();
      await fillForm(page, dialog(page), { category: '1' });
      const deployed = page.waitForRequest((r) => r.url().includes('/blade-flow/model/deploy'));
      await dialog(page).getByRole('button', { name: '保存' }).click();
      const url = new URL((await deployed).url());
      assert.equal(url.searchParams.get('category'), '1');
      assert.ok(url.searchParams.get('modelId'), 'the model is named');
      await toastSays(page, '部署成功');

      await openScreen(page, base, '/flow/manager');
      await shot('flow-manager');
      const row = rows(page).filter({ has: page.getByRole('button', { name: '挂起', exact: true }) }).first();
      const changed = page.waitForRequest((r) => r.url().includes('/blade-flow/manager/change-state'));
      await row.getByRole('button', { name: '挂起', exact: true }).click();
      await confirmDialog(page, '确定挂起此流程?');
      const q = new URL((await changed).url()).searchParams;
      assert.equal(q.get('state'), 'suspend');
      assert.ok(q.get('processId'));
      await toastSays(page, '操作成功');
    },
  },
  {
    name: 'flow 流程部署: the deploy-upload form asks for category and files, then sends them as multipart',
    signedIn: true,
    async run({ page, base }) {
      // Chromium does not hand a multipart body with a file to the test: the page records what it sends.
      await page.addInitScript(() => {
        const send = window.fetch;
        window.fetch = async (input, init) => {
          const req = input instanceof Request ? input : new Request(input, init);
          if (req.url.includes('/blade-flow/manager/deploy-upload')) {
            window.__sent = { type: req.headers.get('content-type'), parts: [...(await req.clone().formData()).entries()].map(([k, v]) => [k, typeof v === 'string' ? v : v.name]) };
          }
          return send(input, init);
        };
      });
      await page.goto(`${base}/flow/deploy/index`);
      const form = page.getByTestId('flow-deploy');
      await form.getByRole('button', { name: '部署' }).click();
      await form.getByText('请选择流程分类').waitFor();
      await form.getByText('请上传流程文件').waitFor();
      await fillForm(page, form, { category: '1' });
      await form.locator('#field-files').setInputFiles({ name: 'leave.bpmn20.xml', mimeType: 'text/xml', buffer: Buffer.from('<definitions id="leave"/>') });
      await form.getByRole('button', { name: '部署' }).click();
      await toastSays(page, '部署成功');
      const sent = await page.evaluate(() => window.__sent);
      assert.match(sent.type ?? '', /^multipart\/form-data; boundary=/);
      assert.deepEqual(sent.parts, [['category', '1'], ['tenantIds', ''], ['files', 'leave.bpmn20.xml']]);
    },
  },
];
