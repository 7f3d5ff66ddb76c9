// Brands by user (the brand switcher of non-admin users, spec §4): a user's brands, all of them
// with current=-1 and size=-1; administrators see every brand of the tenant. The caller's own
// (getBrandListingByUserId); selectBrandListByUserId names the user (userId, default the caller):
// one of the caller's tenant, as a user's view lists them (a tab of 用户管理).
import { strToU8, zipSync } from 'fflate';
import { brandTable } from '../../seed/index.ts';
import { placeholderCodeDataUrl } from '../../qr-placeholder.ts';
import type { Row } from '../../store.ts';
import { badRequest, MSG, r } from '../../wire.ts';
import { grantedBrands } from './user.ts';
import { tree } from '../standard.ts';
import { sessionFor } from '../../auth/accounts.ts';
import type { Handler } from '../../call.ts';
import {
  filterRows,
  findVisible,
  findVisibleBy,
  listAnswer,
  required,
  scopeOf,
  visibleRows,
  visibleWhere,
  fieldText,
  resourceNamed,
} from '../common.ts';

const brandsOf =
  (named: boolean): Handler =>
  (c) => {
    const table = brandTable(c.state.resources);
    const props = [...c.state.resources.values()].find((x) => x.table === table)?.props ?? {};
    const userId = named && c.query.userId ? String(c.query.userId) : c.session!.userId;
    const user = findVisible(c, '@User', userId);
    if (!user) throw badRequest(MSG.notFound);
    let rows = c.state.store.rows(scopeOf(c), table);
    // A user's brands: those he owns and those granted to him (blade-user/batchSaveUserBrandRecord).
    if (!sessionFor(c.state.store, scopeOf(c), user).isAdmin) {
      const granted = new Set(grantedBrands(user));
      rows = rows.filter((b) => String(b.userId) === userId || granted.has(String(b.id)));
    }
    return listAnswer(c, filterRows(rows, c.query, props, ['userId']), props);
  };

// A device's mini-program code (getWxQrCode answers the image's address): a data URL of the
// sandbox's placeholder picture, for a device of the caller's tenant only.
const deviceCode: Handler = (c) => {
  const code = required(c, 'deviceCode');
  if (!findVisibleBy(c, resourceNamed(c, 'red-sale/saledevice'), 'deviceCode', code)) throw badRequest(MSG.notFound);
  return r(placeholderCodeDataUrl(code));
};

// Device models as picker options (saledevicemode/getSelectData: {value, label}): the caller's
// models, of the device type asked where one is; their ids are what bind-mode and a device take.
const modeOptions: Handler = (c) => {
  const type = c.query.deviceTypeId;
  const models = visibleRows(c, resourceNamed(c, 'red-sale/saledevicemode').table).filter(
    (m) => !type || fieldText(m.deviceTypeId) === type,
  );
  return r(models.map((m) => ({ value: String(m.id), label: fieldText(m.modeName) })));
};

// A server order's source materials as one zip (downFileToZip): the order of the caller's tenant,
// one Internet shortcut a material (the sandbox holds their addresses, not their bytes), an empty
// archive for an order without any.
const materialsZip: Handler = (c) => {
  const order = findVisible(c, resourceNamed(c, 'red-sale/saleserverorder').table, required(c, 'serverOrderId'));
  if (!order) throw badRequest(MSG.notFound);
  const materials = visibleWhere(c, resourceNamed(c, 'red-sale/saleserverordersourcematerial'), 'serverOrderId', String(order.id));
  const kind = (m: Row) => (Number(m.materialType) === 2 ? '视频' : '照片');
  const files = materials.map((m, i): [string, string] => [
    `${i + 1}-${kind(m)}.url`,
    `[InternetShortcut]\r\nURL=${String(m.fileUrl ?? '')}\r\n`,
  ]);
  const name = `${String(order.serverOrderNo ?? order.id)}-素材.zip`;
  return c.reply
    .type('application/zip')
    .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
    .send(Buffer.from(zipSync(Object.fromEntries(files.map(([n, text]) => [n, strToU8(text)])), { level: 0 })));
};

// A video material's thumbnail (getVideoThumilbImg): one of the caller's tenant's video materials,
// named by its file address; its stored thumbnail, else the object store's snapshot of the video's
// first second (OSS video/snapshot). A photo, or an address no material of the tenant has, is refused.
const videoThumbnail: Handler = (c) => {
  const url = required(c, 'videoUrl');
  const material = visibleWhere(c, resourceNamed(c, 'red-sale/saleserverordersourcematerial'), 'fileUrl', url)[0];
  if (!material) throw badRequest(MSG.notFound);
  if (Number(material.materialType) !== 2) throw badRequest(MSG.badState);
  return r(fieldText(material.thumbImageUrl) || `${url}${url.includes('?') ? '&' : '?'}x-oss-process=video/snapshot,t_1000,f_jpg,w_320`);
};

/** The fields a good's properties show (spec §7's goods property look-up), named by their contract titles. */
const PROPERTY_FIELDS = ['categoryId', 'deviceModeId', 'unit', 'price', 'marketPrice', 'stockQuantity'];

/**
 * A good of the caller's by its unique code: its name and properties (name, value), its mall
 * category and model by their names, empty ones left out; a code no good of the caller's carries is refused.
 */
const goodsProperties: Handler = (c) => {
  const goods = resourceNamed(c, 'red-sale/saleproduct');
  const good = findVisibleBy(c, goods, 'uniqueCode', required(c, 'uniqueCode'));
  if (!good) throw badRequest(MSG.notFound);
  const nameIn = (resource: string, field: string) => (id: unknown) =>
    fieldText(findVisible(c, resourceNamed(c, resource).table, fieldText(id))?.[field]);
  const shown: Record<string, (v: unknown) => string> = {
    categoryId: nameIn('red-sale/mallcategory', 'categoryName'),
    deviceModeId: nameIn('red-sale/saledevicemode', 'modeName'),
  };
  const titleOf = (prop: string) => String((goods.props[prop] as { title?: string } | undefined)?.title ?? prop);
  const properties = PROPERTY_FIELDS.map((f) => ({ propertyName: titleOf(f), propertyValue: (shown[f] ?? fieldText)(good[f]) })).filter(
    (p) => p.propertyValue !== '',
  );
  return r({ uniqueCode: good.uniqueCode, productName: good.productName, properties });
};

export const saleSpecials: Record<string, Handler> = {
  'GET /red-sale/saleproduct/selectSaleGoodsPropertyByUniqueCode': goodsProperties,
  'GET /red-sale/saleserverordersourcematerial/downFileToZip': materialsZip,
  'GET /red-sale/saleserverordersourcematerial/getVideoThumilbImg': videoThumbnail,
  'GET /red-sale/saledevicebrand/getBrandListingByUserId': brandsOf(false),
  'GET /red-sale/saledevicebrand/selectBrandListByUserId': brandsOf(true),
  'POST /red-sale/saledevice/getWxQrCode': deviceCode,
  'GET /red-sale/saledevicemode/getSelectData': modeOptions,
  // The faults as a tree (each under its 上级故障), of the device type asked for, else every one's.
  'GET /red-sale/salefaulttree/getSaleFaultTree': (c) => r(tree(c, resourceNamed(c, 'red-sale/salefaulttree'), undefined)),
};
