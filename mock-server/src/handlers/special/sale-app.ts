// A 公众号's WeChat menu (red-sale/saleapp create-menu, query-menu, delete-menu): published from
// the app's menus (appmenu records), read back as WeChat would answer it, removed. The sandbox keeps
// whether an app's menu is published on the app (seeded apps have theirs published); a 小程序
// (appType 1) has no such menu and is refused, as is another tenant's app.
import { toWire } from '../../records.ts';
import type { Row } from '../../store.ts';
import { badRequest, MSG, r, status } from '../../wire.ts';
import type { Call, Handler } from '../../call.ts';
import { findVisible, required, resourceNamed, visibleWhere } from '../common.ts';

/** The caller's app named by saleAppId. */
function appOf(c: Call): Row {
  const app = findVisible(c, resourceNamed(c, 'red-sale/saleapp').table, required(c, 'saleAppId'));
  if (!app) throw badRequest(MSG.notFound);
  return app;
}

/** The caller's 公众号 named by saleAppId (a 小程序 has no WeChat menu). */
function officialAccount(c: Call): Row {
  const app = appOf(c);
  if (Number(app.appType) !== 2) throw badRequest(MSG.badState);
  return app;
}

const publish =
  (published: boolean): Handler =>
  (c) => {
    officialAccount(c)._wechatMenu = published;
    c.state.changed();
    return status(true);
  };

const currentMenu: Handler = (c) => {
  const app = appOf(c);
  if (app._wechatMenu === false) return r([]);
  const menus = resourceNamed(c, 'red-sale/appmenu');
  return r(visibleWhere(c, menus, 'saleAppId', String(app.id)).map((m) => toWire(m, menus.props)));
};

export const saleAppSpecials: Record<string, Handler> = {
  'POST /red-sale/saleapp/create-menu': publish(true),
  'GET /red-sale/saleapp/delete-menu': publish(false),
  'GET /red-sale/saleapp/query-menu': currentMenu,
};
