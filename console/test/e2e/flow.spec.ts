// 流程管理 in the real shell against the sandbox (spec §3 flow routes, §4 model deploy,
// deployment state change): a model deployed with its flow_N category, a process suspended after
// its confirm, the 通用/定制 mode switch, and the deploy-upload form (check-upload, multipart).
import type { Page } from '@playwright/test';
import { assert, confirmDialog } from './helpers.ts';

import { dialog, fillForm, openScreen, rows, rowWith, toastSays } from './resource-helpers.ts';
import { test } from './fixtures.ts';

declare global {
  interface Window {
    /** What the page sent to deploy-upload: its content type and its parts (a file by name). */
    __sent?: { type: string | null; parts: [string, string][] };
  }
}

const screen = (page: Page) => page.locator('[data-testid=resource-screen]:visible').first();

test.use({ signedIn: true });

test('flow 模型设计 部署 (category flow_N from the flow dictionary) with no modeler buttons where none is configured, and 流程管理 挂起 (change-state) after its confirm', async ({
  page,
  base,
  shot,
}) => {
  await openScreen(page, base, '/flow/model');
  const model = rows(page).first();
  await model.waitFor();
  // Models are drawn in the Flowable modeler: without config.json's flowDesignUrl there is no 创建, 配置 or 下载, nor 新增/编辑.
  for (const name of ['创建', '新增']) assert.equal(await screen(page).getByRole('button', { name, exact: true }).count(), 0, name);
  for (const name of ['配置', '下载', '编辑']) assert.equal(await model.getByRole('button', { name, exact: true }).count(), 0, name);
  await model.getByRole('button', { name: '部署', exact: true }).click();
  await dialog(page).getByRole('button', { name: '保存' }).click();
  await dialog(page).getByText('请选择流程分类').waitFor();
  await fillForm(page, dialog(page), { category: '1' });
  const deployed = page.waitForRequest((r) => r.url().includes('/blade-flow/model/deploy'));
  await dialog(page).getByRole('button', { name: '保存' }).click();
  const url = new URL((await deployed).url());
  assert.equal(url.searchParams.get('category'), 'flow_1');
  assert.ok(url.searchParams.get('modelId'), 'the model is named');
  await toastSays(page, '部署成功');

  await openScreen(page, base, '/flow/manager');
  await shot('flow-manager');
  const row = rows(page)
    .filter({ has: page.getByRole('button', { name: '挂起', exact: true }) })
    .first();
  const changed = page.waitForRequest((r) => r.url().includes('/blade-flow/manager/change-state'));
  await row.getByRole('button', { name: '挂起', exact: true }).click();
  await confirmDialog(page, '确定挂起此流程?');
  const q = new URL((await changed).url()).searchParams;
  assert.equal(q.get('state'), 'suspend');
  assert.ok(q.get('processId'));
  await toastSays(page, '操作成功');
});

test("flow 流程管理 流程模式: 通用流程 lists the shared processes, 定制流程 asks again with mode=2 and lists the tenant's own", async ({
  page,
  base,
}) => {
  const first = page.waitForRequest((r) => r.url().includes('/blade-flow/manager/list'));
  await openScreen(page, base, '/flow/manager');
  assert.equal(new URL((await first).url()).searchParams.get('mode'), '1');
  const modes = page.getByTestId('flow-mode');
  assert.equal(await modes.getByRole('radio', { name: '通用流程' }).getAttribute('aria-checked'), 'true');
  await rowWith(page, '请假流程').waitFor();
  assert.equal(await rows(page).filter({ hasText: '出差报销' }).count(), 0);
  const custom = page.waitForRequest((r) => r.url().includes('/blade-flow/manager/list') && r.url().includes('mode=2'));
  await modes.getByRole('radio', { name: '定制流程' }).click();
  await custom;
  await rowWith(page, '出差报销').waitFor();
  assert.equal(await modes.getByRole('radio', { name: '定制流程' }).getAttribute('aria-checked'), 'true');
});

test("flow 流程部署: the deploy-upload form asks for category and files, shows check-upload's refusal of a file not named *.bpmn20.xml, then sends them as multipart", async ({
  page,
  base,
}) => {
  // Chromium does not hand a multipart body with a file to the test: the page records what it sends.
  await page.addInitScript(() => {
    const send = window.fetch;
    window.fetch = async (input, init) => {
      const req = input instanceof Request ? input : new Request(input, init);
      if (req.url.includes('/blade-flow/manager/deploy-upload')) {
        window.__sent = {
          type: req.headers.get('content-type'),
          parts: [...(await req.clone().formData()).entries()].map(([k, v]) => [k, typeof v === 'string' ? v : v.name]),
        };
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
  await form.locator('#field-files').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('备注') });
  const checked = page.waitForResponse((r) => r.url().includes('/blade-flow/manager/check-upload'));
  await form.getByRole('button', { name: '部署' }).click();
  await form.getByText('请上传 bpmn20.xml 标准格式文件: notes.txt').waitFor();
  assert.deepEqual((await (await checked).json()).data, { name: 'notes.txt', success: false });
  assert.equal(await page.evaluate(() => window.__sent), undefined, 'nothing is deployed');
  await form.locator('#field-files').setInputFiles({
    name: 'leave.bpmn20.xml',
    mimeType: 'text/xml',
    buffer: Buffer.from('<definitions><process id="leave" name="请假流程"/></definitions>'),
  });
  await form.getByRole('button', { name: '部署' }).click();
  await toastSays(page, '部署成功');
  const sent = await page.evaluate(() => window.__sent);
  assert.match(sent?.type ?? '', /^multipart\/form-data; boundary=/);
  assert.deepEqual(sent?.parts, [
    ['category', 'flow_1'],
    ['tenantIds', ''],
    ['files', 'leave.bpmn20.xml'],
  ]);
});
