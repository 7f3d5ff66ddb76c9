// Outside device relations (red-sale/outsidedevicerelation), through `prism proxy --errors`: seeded
// in both data tenants, each bound to one of the tenant's own sale devices and to an entry of the
// business dictionary outside_system; saved and removed like the other red-sale families.
import { describe, expect, it } from 'vitest';
import { dataOf, twoTenantAdmins } from './helpers.ts';

const env = twoTenantAdmins();
const PATH = '/red-sale/outsidedevicerelation';
type Client = typeof env.admin;
type Relation = { id: string; deviceCode: string; outsideSystem: string; outsideDeviceCode: string; bindState: number };

const relations = async (client: Client, query: Record<string, string | number> = {}) =>
  ((await dataOf(client.get(`${PATH}/list`, { current: 1, size: 100, ...query }))) as { records: Relation[] }).records;
const systems = async (client: Client) =>
  (await dataOf(client.get('/blade-system/dict-biz/dictionary', { code: 'outside_system' }))) as { dictKey: string; dictValue: string }[];
const deviceCodes = async (client: Client) =>
  new Set(
    (
      (await dataOf(client.get('/red-sale/saledevice/list', { current: 1, size: 100 }))) as { records: { deviceCode: string }[] }
    ).records.map((d) => d.deviceCode),
  );

describe('outside device relations', () => {
  it("seeds each tenant's relations on its own devices and outside systems, in both binding states", async () => {
    for (const client of [env.admin, env.other]) {
      const keys = new Set((await systems(client)).map((s) => s.dictKey));
      expect(keys).toEqual(new Set(['1', '2', '3']));
      const devices = await deviceCodes(client);
      const rows = await relations(client);
      expect(rows.length).toBeGreaterThan(2);
      for (const r of rows) {
        expect(devices.has(r.deviceCode)).toBe(true);
        expect(keys.has(String(r.outsideSystem))).toBe(true);
      }
      expect(new Set(rows.map((r) => r.bindState))).toEqual(new Set([0, 1]));
    }
  });

  it("saves a relation, finds it by its outside code, and removes it, in the caller's tenant only", async () => {
    const [device] = await deviceCodes(env.admin);
    const saved = {
      deviceCode: device!,
      outsideSystem: '2',
      outsideDeviceCode: 'HW-IOT-TEST-01',
      outsideDeviceName: '测试终端',
      bindState: 1,
    };
    await dataOf(env.admin.post(`${PATH}/submit`, saved));
    const [found] = await relations(env.admin, { outsideDeviceCode: 'HW-IOT-TEST-01' });
    expect(found).toMatchObject(saved);
    expect(await relations(env.other, { outsideDeviceCode: 'HW-IOT-TEST-01' })).toEqual([]);
    await dataOf(env.admin.post(`${PATH}/remove`, undefined, { ids: found!.id }));
    expect(await relations(env.admin, { outsideDeviceCode: 'HW-IOT-TEST-01' })).toEqual([]);
  });
});
