// BladeX writes a tenant's packageId and datasourceId as bare JSON numbers of 19 digits (no
// ToStringSerializer on Tenant's Longs). The console shows them through the SDK without rounding and
// an edit saves them back on the wire as the same bare numbers, byte for byte.
import { assert } from './helpers.ts';
import { dialog, fillForm, openScreen, rowWith, save } from './resource-helpers.ts';
import { test } from './fixtures.ts';

test.use({ signedIn: true });

/** The bare number written under `field` in the record of tenant `tenantId` in a tenant list's text. */
function bareField(text: string, tenantId: string, field: string) {
  const record = text.match(new RegExp(`\\{[^{}]*"tenantId":"${tenantId}"[^{}]*\\}`))?.[0] ?? '';
  return record.match(new RegExp(`"${field}":(\\d+)[,}]`))?.[1];
}

test("a tenant's 19-digit packageId and datasourceId are saved back by an edit as the same bare numbers", async ({ page, base }) => {
  const listed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/blade-system/tenant/list');
  await openScreen(page, base, '/system/tenant');
  const text = await (await listed).text();
  const packageId = bareField(text, '000000', 'packageId');
  const datasourceId = bareField(text, '000000', 'datasourceId');
  assert.match(packageId ?? '', /^\d{19}$/, 'tenant 000000 has a 19-digit package id on the wire');
  assert.match(datasourceId ?? '', /^\d{19}$/, 'and a 19-digit datasource id');
  assert.notEqual(String(Number(packageId)), packageId, 'a number JSON.parse would round');
  const row = rowWith(page, '管理组');
  await row.getByRole('button', { name: '编辑', exact: true }).click();
  await dialog(page).locator('#field-linkman').waitFor();
  await fillForm(page, dialog(page), { linkman: '赵六' });
  const [request] = await Promise.all([
    page.waitForRequest((r) => new URL(r.url()).pathname === '/api/blade-system/tenant/submit'),
    save(page, '修改成功'),
  ]);
  const sent = request.postData() ?? '';
  assert.ok(sent.includes(`"packageId":${packageId}`), `packageId sent back bare with every digit: ${sent}`);
  assert.ok(sent.includes(`"datasourceId":${datasourceId}`), `datasourceId sent back bare with every digit: ${sent}`);
  assert.ok(sent.includes('"linkman":"赵六"'), 'with the edit');
});
