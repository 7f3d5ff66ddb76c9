// Bindings offered on a record's tabs, through `prism proxy --errors` so every answer is also
// checked against the contract: a device's market staff bound and unbound (the 市场人员 tab and
// the device's marketUserId), its person in charge unbound, a mall category's device models bound,
// listed (已绑定型号) and unbound. Every call names records of the caller's tenant only.
import { describe, expect, it } from 'vitest';
import { dataOf, refusalOf, twoTenantAdmins } from './helpers.ts';

const env = twoTenantAdmins();
type Rec = Record<string, string>;

const firstDevice = async (): Promise<Rec> =>
  (await dataOf(env.admin.get('/red-sale/saledevice/list', { current: 1, size: 1 }))).records[0];
const staffOf = async (child: string, deviceCode: string): Promise<Rec[]> =>
  (await dataOf(env.admin.get(`/red-sale/${child}/list`, { deviceCode, current: 1, size: 50 }))).records;

describe("a device's market staff and persons in charge", () => {
  it('binds a market user (a record on the tab, the device field set), then unbinds him (record gone, field cleared)', async () => {
    const device = await firstDevice();
    const user = (await dataOf(env.admin.get('/blade-user/selectSaleUserList')))[0] as Rec;
    await dataOf(
      env.admin.post('/red-sale/saledevicemarket/bind', { deviceCode: device.deviceCode, marketUserId: user.id, remark: '华东区域' }),
    );
    const bound = (await staffOf('saledevicemarket', device.deviceCode)).find((r) => r.marketUserId === user.id && r.remark === '华东区域');
    expect(bound).toMatchObject({ deviceCode: device.deviceCode, marketUserName: user.realName });
    expect((await dataOf(env.admin.get('/red-sale/saledevice/detail', { deviceCode: device.deviceCode }))).marketUserId).toBe(user.id);
    // Another tenant can neither unbind the record nor bind to the device.
    expect(await refusalOf(env.other.post('/red-sale/saledevicemarket/unbind', undefined, { ids: bound!.id }))).toBe('数据不存在');
    expect(
      await refusalOf(env.other.post('/red-sale/saledevicemarket/bind', { deviceCode: device.deviceCode, marketUserId: user.id })),
    ).toBe('数据不存在');
    await dataOf(env.admin.post('/red-sale/saledevicemarket/unbind', undefined, { ids: bound!.id }));
    expect((await staffOf('saledevicemarket', device.deviceCode)).some((r) => r.id === bound!.id)).toBe(false);
    expect((await dataOf(env.admin.get('/red-sale/saledevice/detail', { deviceCode: device.deviceCode }))).marketUserId ?? '').toBe('');
  });

  it('refuses a bind to an unknown user or device, and an unbind of unknown records', async () => {
    const device = await firstDevice();
    expect(
      await refusalOf(env.admin.post('/red-sale/saledevicemarket/bind', { deviceCode: device.deviceCode, marketUserId: 'NO-SUCH-USER' })),
    ).toBe('数据不存在');
    expect(await refusalOf(env.admin.post('/red-sale/saledevicemarket/bind', { deviceCode: 'NO-SUCH-DEVICE', marketUserId: '1' }))).toBe(
      '数据不存在',
    );
    expect(await refusalOf(env.admin.post('/red-sale/saledeviceprincipal/unbind', undefined, { ids: 'NO-SUCH-RECORD' }))).toBe(
      '数据不存在',
    );
  });

  it('unbinds a person in charge: the record leaves the 负责人 tab', async () => {
    const device = await firstDevice();
    const [principal] = await staffOf('saledeviceprincipal', device.deviceCode);
    expect(principal).toBeDefined();
    await dataOf(env.admin.post('/red-sale/saledeviceprincipal/unbind', undefined, { ids: principal!.id }));
    expect((await staffOf('saledeviceprincipal', device.deviceCode)).some((r) => r.id === principal!.id)).toBe(false);
  });
});

describe('sale conditions of selected devices (batch-config: their codes as one body array)', () => {
  it("configures the tenant's devices named, and refuses an unknown or another tenant's device", async () => {
    const devices: Rec[] = (await dataOf(env.admin.get('/red-sale/saledevice/list', { current: 1, size: 2 }))).records;
    const listing = await dataOf(env.admin.get('/red-sale/salecondition/listing'));
    const [condition] = (Array.isArray(listing) ? listing : listing.records) as Rec[];
    const codes = devices.map((d) => d.deviceCode);
    await dataOf(env.admin.post('/red-sale/salecondition/batch-config', { conditionId: condition!.id, deviceCodes: codes }));
    expect(
      await refusalOf(
        env.admin.post('/red-sale/salecondition/batch-config', { conditionId: condition!.id, deviceCodes: [codes[0], 'NO-SUCH-DEVICE'] }),
      ),
    ).toBe('数据不存在');
    expect(
      await refusalOf(env.other.post('/red-sale/salecondition/batch-config', { conditionId: condition!.id, deviceCodes: codes })),
    ).toBe('数据不存在');
  });
});

describe("a mall category's device models", () => {
  it('lists the models bound (seeded), binds more, unbinds one; another tenant sees and changes none of it', async () => {
    const [category] = await dataOf(env.admin.get('/red-sale/mallcategory/category-list'));
    const models = async (c = env.admin): Promise<Rec[]> => dataOf(c.get('/red-sale/mallcategory/mode-list', { categoryId: category.id }));
    const seeded = await models();
    expect(seeded.length).toBeGreaterThan(0);
    const all: Rec[] = (await dataOf(env.admin.get('/red-sale/saledevicemode/list', { current: 1, size: 100 }))).records;
    // The picker's options (getSelectData) are the tenant's models: their ids and names.
    const options: { value: string; label: string }[] = await dataOf(env.admin.get('/red-sale/saledevicemode/getSelectData'));
    expect(options.map((o) => o.value).sort()).toEqual(all.map((m) => m.id).sort());
    expect(options.find((o) => o.value === all[0]!.id)?.label).toBe(all[0]!.modeName);
    const theirOptions: { value: string }[] = await dataOf(env.other.get('/red-sale/saledevicemode/getSelectData'));
    expect(theirOptions.some((o) => all.some((m) => m.id === o.value))).toBe(false);
    const unbound = all
      .filter((m) => !seeded.some((s) => s.id === m.id))
      .slice(0, 2)
      .map((m) => m.id);
    await dataOf(env.admin.post('/red-sale/mallcategory/bind-mode', { categoryId: category.id, modeIds: unbound.join(',') }));
    expect((await models()).map((m) => m.id)).toEqual(expect.arrayContaining([...seeded.map((m) => m.id), ...unbound]));
    await dataOf(env.admin.post('/red-sale/mallcategory/unbind-mode', undefined, { ids: unbound[0]! }));
    expect((await models()).map((m) => m.id)).not.toContain(unbound[0]);
    // Another tenant: the category is not found, nor are the models.
    expect(await refusalOf(env.other.get('/red-sale/mallcategory/mode-list', { categoryId: category.id }))).toBe('数据不存在');
    expect(await refusalOf(env.other.post('/red-sale/mallcategory/unbind-mode', undefined, { ids: unbound[1]! }))).toBe('数据不存在');
    expect(await refusalOf(env.admin.post('/red-sale/mallcategory/bind-mode', { categoryId: category.id, modeIds: 'NO-SUCH-MODEL' }))).toBe(
      '数据不存在',
    );
  });
});

describe('picker sources', () => {
  it("every list a picker reads (x-options) is answered from the tenant's records, never the contract's example", () => {
    const ops = new Set<string>();
    const walk = (v: unknown): void => {
      if (Array.isArray(v)) return v.forEach(walk);
      if (!v || typeof v !== 'object') return;
      const options = (v as Record<string, unknown>)['x-options'] as { op?: string } | undefined;
      if (options?.op) ops.add(options.op.replace(/\s+/, ' '));
      Object.values(v).forEach(walk);
    };
    walk(env.stack.sandbox.state.contract.doc);
    expect(ops.size).toBeGreaterThan(5);
    const fromExample = [...ops].filter((key) => env.stack.sandbox.coverage[key] === 'example' || !(key in env.stack.sandbox.coverage));
    expect(fromExample).toEqual([]);
  });

  it("seeds a record's picked fields (a device's type, model, brand, market user) with records of their pickers' lists", async () => {
    // Not the first device: the tests above unbind its staff.
    const device: Rec = (await dataOf(env.admin.get('/red-sale/saledevice/list', { current: 1, size: 5 }))).records[4];
    const ids = async (path: string, value: string, query: Record<string, unknown> = {}) => {
      const answer = await dataOf(env.admin.get(path, query));
      return ((Array.isArray(answer) ? answer : answer.records) as Rec[]).map((o) => String(o[value]));
    };
    expect(await ids('/red-sale/saledevicemode/getSelectData', 'value')).toContain(device.deviceModeId);
    expect(await ids('/red-sale/saledevicetype/listing', 'id', { size: 100 })).toContain(device.deviceTypeId);
    expect(await ids('/red-sale/saledevicebrand/listing', 'id', { size: 100 })).toContain(device.brandId);
    expect(await ids('/blade-user/selectSaleUserList', 'id')).toContain(device.marketUserId);
  });
});
