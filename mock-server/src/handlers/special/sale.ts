// Brands by user (the brand switcher of non-admin users, spec §4): the caller's brands, all of
// them with current=-1 and size=-1; administrators see every brand of the tenant.
import { brandTable } from '../../seed/index.ts';
import { placeholderCodeDataUrl } from '../../qr-placeholder.ts';
import { badRequest, MSG, r } from '../../wire.ts';
import { filterRows, findVisibleBy, listAnswer, required, scopeOf, type Handler } from '../common.ts';

const brandsOfUser: Handler = (c) => {
  const table = brandTable(c.state.resources);
  const props = [...c.state.resources.values()].find((x) => x.table === table)?.props ?? {};
  let rows = c.state.store.rows(scopeOf(c), table);
  if (!c.session!.isAdmin) rows = rows.filter((b) => String(b.userId) === c.session!.userId);
  return listAnswer(c, filterRows(rows, c.query, props, ['userId']), props);
};

// A device's mini-program code (getWxQrCode answers the image's address): a data URL of the
// sandbox's placeholder picture, for a device of the caller's tenant only.
const deviceCode: Handler = (c) => {
  const code = required(c, 'deviceCode');
  if (!findVisibleBy(c, c.state.resources.get('red-sale/saledevice')!, 'deviceCode', code)) throw badRequest(MSG.notFound);
  return r(placeholderCodeDataUrl(code));
};

export const saleSpecials: Record<string, Handler> = {
  'GET /red-sale/saledevicebrand/getBrandListingByUserId': brandsOfUser,
  'GET /red-sale/saledevicebrand/selectBrandListByUserId': brandsOfUser,
  'POST /red-sale/saledevice/getWxQrCode': deviceCode,
};
