// 流程管理 in the real shell against the sandbox (spec §3 flow routes, §4 model deploy,
// deployment state change): a model added, downloaded as BPMN and deployed with its flow_N
// category, a process suspended after its confirm, and the deploy-upload form (multipart).
import { assert, confirmDialog } from './helpers.mjs';
import { dialog, fillForm, openScreen, rows, rowWith, toastSays } from './resource-helpers.mjs';
import { test } from './fixtures.mjs';

const screen = (page) => page.locator('[data-testid=resource-screen]:visible').first();

test.use({ signedIn: true });

test('flow 模型设计 新增, 下载 (its BPMN) and 部署 (category flow_N from the flow dictionary), and 流程管理 挂起 (change-state) after its confirm', async ({ page, base, shot }) => {
  await openScreen(page, base, '/flow/model');
  await screen(page).getByRole('button', { name: '新增', exact: true }).click();
  await fillForm(page, dialog(page), { modelKey: 'e2e_trip', name: 'E2E 出差审批', description: '出差 & 报销' });
  await dialog(page).getByRole('button', { name: '保存' }).click();
  await toastSays(page, '添加成功');
  await screen(page).locator('#search-modelKey').fill('e2e_trip');
  await screen(page).getByRole('button', { name: '搜索', exact: true }).click();
  const [file] = await Promise.all([page.waitForEvent('download'), rowWith(page, 'e2e_trip').getByRole('button', { name: '下载', exact: true }).click()]);
  assert.equal(file.suggestedFilename(), 'e2e_trip.bpmn20.xml');
  const { readFile } = await import('node:fs/promises');
  assert.match(await readFile(await file.path(), 'utf8'), /<process id="e2e_trip" name="E2E 出差审批"/);
  await rowWith(page, 'e2e_trip').getByRole('button', { name: '部署', exact: true }).click();
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
  const row = rows(page).filter({ has: page.getByRole('button', { name: '挂起', exact: true }) }).first();
  const changed = page.waitForRequest((r) => r.url().includes('/blade-flow/manager/change-state'));
  await row.getByRole('button', { name: '挂起', exact: true }).click();
  await confirmDialog(page, '确定挂起此流程?');
  const q = new URL((await changed).url()).searchParams;
  assert.equal(q.get('state'), 'suspend');
  assert.ok(q.get('processId'));
  await toastSays(page, '操作成功');
});

test('flow 流程部署: the deploy-upload form asks for category and files, refuses another file type, then sends them as multipart', async ({ page, base }) => {
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
  await form.locator('#field-files').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('备注') });
  await form.getByRole('button', { name: '部署' }).click();
  await form.getByText('仅支持 .bpmn, .bpmn20.xml, .xml, .zip 文件: notes.txt').waitFor();
  await form.locator('#field-files').setInputFiles({ name: 'leave.bpmn20.xml', mimeType: 'text/xml', buffer: Buffer.from('<definitions><process id="leave" name="请假流程"/></definitions>') });
  await form.getByRole('button', { name: '部署' }).click();
  await toastSays(page, '部署成功');
  const sent = await page.evaluate(() => window.__sent);
  assert.match(sent.type ?? '', /^multipart\/form-data; boundary=/);
  assert.deepEqual(sent.parts, [['category', 'flow_1'], ['tenantIds', ''], ['files', 'leave.bpmn20.xml']]);
});
