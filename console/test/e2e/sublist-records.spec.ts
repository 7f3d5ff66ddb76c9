// The records a record's tab keeps (the contract's x-blade-sublist `offers`), for every derived
// screen that has such a tab: in the view of the screen's first record, 新增 above the tab saves a
// record carrying that record's key through the records' own submit; 编辑 on a row reads the row
// by its resource's detail and saves it (its id sent) through their update, or submit where the
// contract has none; 删除 on a row (where it offers remove) removes it after the confirm. Each call
// is captured at its route; the tab reads its list again and shows the saved values. Then the
// server order's tabs by hand: 工单素材 and 安装内容.
import type { DerivedColumn, DerivedRecords, DerivedSublist } from '../../src/features/business/derived-types.ts';
import type { Page, Locator } from '@playwright/test';
import { assert, confirmDialog } from './helpers.ts';
import { routes, SCREENS } from './derived.ts';
import { captureCall, dialog, fillForm, openScreen, pickFirstOptions, rows, toastSays, type WireObject } from './resource-helpers.ts';
import { expect, test } from './fixtures.ts';

const withRecords = SCREENS.filter((s) => s.sublists?.some((sub) => sub.records));

test.use({ signedIn: true });

/** Fills a record form's required fields (pickers: their first choice) and sets every other plain text field. */
async function fillRecord(page: Page, form: Locator, fields: DerivedColumn[], mark: string) {
  for (const f of fields) {
    if (f.remote || f.options) {
      if (!f.required) continue;
      await pickFirstOptions(page, f.prop, 1);
      // A picker's fills: the field it fills from the label shows what was picked (a material's name).
      for (const [to] of Object.entries(f.remote?.fills ?? {}).filter(([, from]) => from === f.remote?.labelKey)) {
        const [filled, picked] = [await form.locator(`#field-${to}`).inputValue(), await form.locator(`#field-${f.prop}`).inputValue()];
        assert.ok(picked, `${f.prop} shows the picked record`);
        assert.equal(filled, picked, `${to} filled from the picked ${f.prop}`);
      }
    } else if (f.type === 'number') {
      if (f.required) await fillForm(page, form, { [f.prop]: '3' });
    } else if (!f.type) await fillForm(page, form, { [f.prop]: mark });
  }
}

test('the derived tabs that keep records are those the contract says', () => {
  assert.deepEqual(withRecords.map((s) => s.menuPath).sort(), [
    '/operating/operatingsale',
    '/produce/produceorder',
    '/product/goodsproduct',
    '/sale/saleproduct',
    '/sale/saleserverorder',
    '/sale/warehouseorder',
    '/sales/salesorder',
  ]);
});

for (const s of withRecords) {
  test(`${s.menuPath}: a record's tabs add, edit and remove their records through their own resource, with the record's key`, async ({
    page,
    base,
    shot,
  }) => {
    await openScreen(page, base, s.menuPath);
    await rows(page).first().getByRole('button', { name: '查看', exact: true }).click();
    const view = dialog(page).first();
    for (const sub of (s.sublists ?? []).filter((x): x is DerivedSublist & { records: DerivedRecords } => !!x.records)) {
      const { offers, resource, field, form: fields } = sub.records;
      const calls = routes[resource.slice(1)];
      const read = await captureCall(page, sub.url, () => view.getByRole('tab', { name: sub.label, exact: true }).click());
      const parentKey = read.query[sub.param];
      const table = view.getByTestId('sublist').filter({ visible: true });
      await table.locator('tbody tr').first().or(table.getByText('暂无数据')).waitFor();
      const shown = fields.find((f) => !f.type && !f.remote && sub.columns.some((c) => c.prop === f.prop));
      assert.ok(shown, `${sub.label}: a text field the tab shows`);

      if (offers.includes('add')) {
        const mark = `E2E新增${sub.label}`;
        await table.getByTestId('sublist-toolbar').getByRole('button', { name: '新增', exact: true }).click();
        const form = dialog(page).last();
        assert.equal(await form.locator(`#field-${field}`).count(), 0, `${sub.label}: the record's key is not asked`);
        await fillRecord(page, form, fields, mark);
        await shot(`tab-records-add-${s.code}`);
        assert.ok(calls.submit, `${resource} has a submit`);
        const call = await captureCall(page, calls.submit.path, () => form.getByRole('button', { name: '保存' }).click());
        assert.equal(call.body[field], parentKey, `${sub.label}: the new record carries the record's ${field}`);
        assert.equal(call.body.id, undefined);
        await toastSays(page, '添加成功');
        await dialog(page).nth(1).waitFor({ state: 'detached' });
        await table.getByText(mark).first().waitFor();
        await shot(`tab-records-${s.code}`);
      }
      if (offers.includes('edit')) {
        const row = table.locator('tbody tr').first();
        if (!(await row.getByRole('button', { name: '编辑', exact: true }).count())) continue; // no rows
        // The row is read first by its resource's detail, as a screen's edit reads its record.
        const edit = () => row.getByRole('button', { name: '编辑', exact: true }).click();
        if (calls.detail)
          assert.match(
            Object.values((await captureCall(page, calls.detail.path, edit)).query).join(''),
            /\S/,
            `${sub.label}: the detail names the row`,
          );
        else await edit();
        const form = dialog(page).last();
        const mark = `E2E修改${sub.label}`;
        await fillForm(page, form, { [shown.prop]: mark });
        const save = calls.update ?? calls.submit;
        assert.ok(save, `${resource} has an update or a submit`);
        const call = await captureCall(page, save.path, () => form.getByRole('button', { name: '保存' }).click());
        assert.match(String(call.body.id ?? ''), /\S/, `${sub.label}: the edit names its row`);
        assert.equal(call.body[field], parentKey, `${sub.label}: the row stays the record's`);
        assert.equal(call.body[shown.prop], mark);
        await toastSays(page, '修改成功');
        await dialog(page).nth(1).waitFor({ state: 'detached' });
        await table.getByText(mark).first().waitFor();
      }
      if (offers.includes('remove')) {
        // The record this test added (or edited) is removed after the confirm, through the records' remove.
        const row = table
          .locator('tbody tr')
          .filter({ hasText: /E2E(新增|修改)/ })
          .first();
        assert.ok(await row.count(), `${sub.label}: the record added above is there to remove`);
        const marked = (await row.innerText()).match(/E2E(新增|修改)\S*/);
        assert.ok(marked, `${sub.label}: the row shows its mark`);
        const mark = marked[0];
        assert.ok(calls.remove, `${resource} has a remove`);
        const call = await captureCall(page, calls.remove.path, async () => {
          await row.getByRole('button', { name: '删除', exact: true }).click();
          await confirmDialog(page, '确定将选择数据删除?');
        });
        assert.match(String(call.query.ids ?? call.body?.id ?? ''), /\S/, `${sub.label}: the remove names the row`);
        await toastSays(page, '删除成功');
        await expect(table.getByText(mark)).toHaveCount(0);
      }
    }
  });
}

test("/sale/saleserverorder: 工单素材 several at once (a video and a photo), the order's key on each; a video's thumbnail looked up on its row only", async ({
  page,
  base,
}) => {
  await openScreen(page, base, '/sale/saleserverorder');
  await rows(page).first().getByRole('button', { name: '查看', exact: true }).click();
  const view = dialog(page).first();
  const read = await captureCall(page, '/red-sale/saleserverordersourcematerial/list', () =>
    view.getByRole('tab', { name: '工单素材', exact: true }).click(),
  );
  const table = view.getByTestId('sublist').filter({ visible: true });
  await table.getByTestId('sublist-toolbar').getByRole('button', { name: 'PC端批量保存工单素材', exact: true }).click();
  const form = dialog(page).last();
  const [video, photo] = ['https://oss.dasha-tech.cn/files/e2e-install.mp4', 'https://oss.dasha-tech.cn/files/e2e-install.jpg'];
  await form.locator('#rows-0-materialType').selectOption({ label: '视频' });
  await form.locator('#rows-0-fileUrl').fill(video);
  await form.getByRole('button', { name: '添加一行' }).click();
  await form.locator('#rows-1-materialType').selectOption({ label: '照片' });
  await form.locator('#rows-1-fileUrl').fill(photo);
  const sent = await captureCall<WireObject[]>(
    page,
    '/red-sale/saleserverordersourcematerial/submitSavePCSaleServerOrderSourceMaterial',
    () => form.getByRole('button', { name: '保存' }).click(),
  );
  assert.deepEqual(
    sent.body.map((m) => [m.serverOrderId, m.materialType, m.fileUrl]),
    [
      [read.query.serverOrderId, 2, video],
      [read.query.serverOrderId, 1, photo],
    ],
  );
  await toastSays(page, '操作成功');
  const rowOf = (url: string) => table.locator('tbody tr').filter({ hasText: url });
  await rowOf(video).waitFor();
  assert.equal(await rowOf(photo).getByRole('button', { name: '获取视频素材缩略图' }).count(), 0, 'a photo has no video thumbnail');
  const asked = await captureCall(page, '/red-sale/saleserverordersourcematerial/getVideoThumilbImg', async () => {
    await rowOf(video).getByRole('button', { name: '获取视频素材缩略图' }).click();
    await confirmDialog(page, '确定执行「获取视频素材缩略图」?');
  });
  assert.equal(asked.query.videoUrl, video);
  await page.getByTestId('operation-answer').getByText(`${video}?x-oss-process=video/snapshot`).waitFor();
});

test("/sale/saleserverorder: 安装内容 — a new install material added above the tab (insertInstallMaterial) is offered at once by the tab's 新增, which fills its name and the order's number", async ({
  page,
  base,
  shot,
}) => {
  await openScreen(page, base, '/sale/saleserverorder');
  await rows(page).first().getByRole('button', { name: '查看', exact: true }).click();
  const view = dialog(page).first();
  const read = await captureCall(page, '/red-sale/saleserverorderinstallcontent/list', () =>
    view.getByRole('tab', { name: '安装内容', exact: true }).click(),
  );
  const table = view.getByTestId('sublist').filter({ visible: true });
  await table.locator('tbody tr').first().or(table.getByText('暂无数据')).waitFor();

  // The tab's 新增 first: its material picker has read the dictionary once.
  await table.getByTestId('sublist-toolbar').getByRole('button', { name: '新增', exact: true }).click();
  await pickFirstOptions(page, 'installMaterialId', 1);
  // A material picked is an edit: closing asks before dropping it.
  await dialog(page).last().getByRole('button', { name: '取消', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await dialog(page).nth(1).waitFor({ state: 'detached' });

  await table.getByTestId('sublist-toolbar').getByRole('button', { name: '新增安装材料类别', exact: true }).click();
  let form = dialog(page).last();
  await fillForm(page, form, { dictKey: 'E2E-M1', dictValue: 'E2E止水阀', sort: '9' });
  const inserted = await captureCall(page, '/blade-system/dict-biz/insertInstallMaterial', () =>
    form.getByRole('button', { name: '保存' }).click(),
  );
  assert.deepEqual([inserted.body.dictKey, inserted.body.dictValue, inserted.body.sort], ['E2E-M1', 'E2E止水阀', 9]);
  await toastSays(page, '操作成功');
  await dialog(page).nth(1).waitFor({ state: 'detached' });

  // The picker offers the new material without waiting for its copy to go stale.
  await table.getByTestId('sublist-toolbar').getByRole('button', { name: '新增', exact: true }).click();
  form = dialog(page).last();
  await form.locator('#field-installMaterialId:not([aria-busy])').click();
  await page.locator('[data-scope=combobox][data-part=content][data-state=open]').last().getByText('E2E止水阀', { exact: true }).click();
  assert.equal(await form.locator('#field-materialName').inputValue(), 'E2E止水阀', "the material's name is filled");
  const orderNo = await form.locator('#field-serverOrderNo').inputValue();
  assert.match(orderNo, /\S/, "the order's number is copied from the order");
  await fillForm(page, form, { quantity: '2' });
  const saved = await captureCall(page, '/red-sale/saleserverorderinstallcontent/submit', () =>
    form.getByRole('button', { name: '保存' }).click(),
  );
  assert.deepEqual(
    [saved.body.serverOrderId, saved.body.serverOrderNo, saved.body.materialName, saved.body.quantity],
    [read.query.serverOrderId, orderNo, 'E2E止水阀', 2],
  );
  await toastSays(page, '添加成功');
  await table.locator('tbody tr').filter({ hasText: 'E2E止水阀' }).getByText(orderNo).waitFor();
  await shot('install-content');
});
