// The console's menu as the server answers it (menu/routes) and its button forest
// (menu/buttons), built from the menu areas and the resources that are screens. Node shapes
// follow BladeX's seed of blade_menu: menus carry alias "menu", buttons carry their function as
// alias (add, edit, role, reset-password...) and an antd icon name as source.
import { fakeId, hash } from './fake.mjs';

// Stock BladeX button names (blade_menu seed) and icons; other functions fall back to their name.
const BUTTONS = {
  add: ['新增', 'plus'],
  edit: ['修改', 'form'],
  delete: ['删除', 'delete'],
  view: ['查看', 'file-text'],
  role: ['角色配置', 'user-add'],
  reset: ['密码重置', 'retweet'],
  platform: ['平台配置', 'setting'],
  unlock: ['账号解封', 'unlock'],
  brand: ['品牌授权', 'tags'],
  send: ['推送', 'send'],
  setting: ['权限配置', 'setting'],
  enable: ['启用', 'check'],
  disable: ['停用', 'stop'],
  import: ['导入', 'import'],
  export: ['导出', 'export'],
  debug: ['调试', 'bug'],
  upload: ['上传', 'upload'],
  download: ['下载', 'download'],
  create: ['创建', 'plus'],
  update: ['编辑', 'form'],
  deploy: ['部署', 'cloud-upload'],
  state: ['变更状态', 'swap'],
  image: ['流程图', 'picture'],
  remove: ['删除', 'delete'],
  flow: ['发起', 'play-circle'],
  sign: ['签收', 'edit'],
  handle: ['处理', 'form'],
  detail: ['详情', 'file-text'],
  follow: ['跟踪', 'eye'],
};
// A screen whose topmenu_setting opens the menu grant is named 菜单配置 in the stock seed.
const BUTTON_NAME_OF = { topmenu_setting: '菜单配置', tenant_app_sign: '签名' };

const nodeId = (code) => fakeId(`menu:${code}`, hash(code) % 1000);
// Areas have ids of their own: an area's code may equal a screen's (area user, screen user).
const areaId = (code) => fakeId(`area:${code}`, hash(code) % 1000);

/** A resource's own list path (its tab, where it is a sub-list). */
const ownList = (svc, r) => `/${svc.service}/${r.path}/${r.list}`;
/** The sub-list a resource action is offered on: `tab: true`, the resource's own; else the path it names. */
export const actionTab = (svc, r, a) => (a.tab === true ? ownList(svc, r) : a.tab);

/** Screens of each area, in order: the area's own screens, then resources marked `menu`. */
export function screensByArea(areas, services, icons = {}) {
  const out = new Map(areas.map((a) => [a.code, [...(a.screens ?? [])]]));
  // Hand-described operations offered as a resource's actions (a device's sale condition), by resource.
  // One offered on a tab of another resource's record (x.tab) is a button of that parent's screen.
  const offered = new Map();
  const detailed = new Set();
  const parents = tabParents(services);
  for (const op of services.flatMap((s) => s.operations)) {
    const x = op.extensions?.['x-blade-resource'];
    const on = x?.tab ? parents.get(x.tab) : x?.resource;
    if (x?.tab && !on) throw new Error(`${op.op}: tab ${x.tab} is not a sub-list of the catalog`);
    if (x?.role === 'action') offered.set(on, [...(offered.get(on) ?? []), x.action]);
    // A detail written out by hand (a plan enquiry's detail-info) is the resource's 查看 as well.
    if (x?.role === 'detail') detailed.add(x.resource);
  }
  // A resource's own actions offered on a tab (tab: true, its own) are buttons of that tab's parent's
  // screen too; one offered above a tab of its own records (a category's bindings) is already its button.
  for (const svc of services) {
    for (const r of svc.resources) {
      for (const a of (r.actions ?? []).filter((x) => x.tab)) {
        const on = parents.get(actionTab(svc, r, a));
        if (!on)
          throw new Error(`${svc.service}/${r.path}: action ${a.name} on tab ${actionTab(svc, r, a)}, which is no sub-list (sublistOf)`);
        if (on !== `${svc.service}/${r.path}`) offered.set(on, [...(offered.get(on) ?? []), a.name]);
      }
    }
  }
  for (const svc of services) {
    for (const r of svc.resources) {
      if (!r.menu) continue;
      const area = areas.find((a) => a.code === r.area);
      if (!area) throw new Error(`${svc.service}/${r.path}: menu area "${r.area}" is not in catalog/menu.yaml`);
      const code = r.menuCode ?? r.path.replace(/-/g, '_');
      // `buttons` overrides what the resource's operations imply (a screen whose calls are
      // written out by hand, like the user screen at the root of blade-user).
      const buttons = r.buttons ? [...r.buttons] : [];
      if (!r.buttons) {
        if (r.submit !== 'none') buttons.push('add', 'edit');
        if (r.remove !== 'none') buttons.push('delete');
        if (r.detail !== 'none' || detailed.has(`${svc.service}/${r.path}`)) buttons.push('view');
        for (const a of r.actions) buttons.push(a.name);
        buttons.push(...(offered.get(`${svc.service}/${r.path}`) ?? []));
      }
      out.get(area.code).push({
        code,
        name: r.menu,
        path: r.menuPath ?? `${area.path}/${r.path}`,
        resource: `${svc.service}/${r.path}`,
        buttons,
        source: r.icon,
      });
    }
  }
  for (const list of out.values()) for (const s of list) s.source ??= icons[s.code];
  return out;
}

/** Sub-list GET path -> the resource whose record shows it as a tab (x-blade-sublist's or sublistOf's `of`). */
function tabParents(services) {
  const out = new Map();
  for (const svc of services) {
    const qualified = (of) => (of.includes('/') ? of : `${svc.service}/${of}`);
    for (const op of svc.operations) {
      const sub = op.extensions?.['x-blade-sublist'];
      if (sub) out.set(String(op.op).split(/\s+/)[1], qualified(sub.of));
    }
    for (const r of svc.resources) if (r.sublistOf && r.list !== 'none') out.set(ownList(svc, r), qualified(r.sublistOf.of));
  }
  return out;
}

// A leaf without an icon has an empty source (BladeX's null): the console applies its default.
function node(code, name, path, parentId, sort, extra = {}) {
  return {
    id: extra.id ?? nodeId(code),
    parentId,
    code,
    name,
    alias: 'menu',
    path,
    source: extra.source ?? '',
    sort,
    category: 1,
    action: 0,
    isOpen: extra.isOpen ?? 1,
    remark: extra.remark ?? '',
  };
}

/** The whole menu forest: every area with its screens. */
export function menuForest(areas, services, icons) {
  const screens = screensByArea(areas, services, icons);
  return areas.map((a, i) => {
    const area = node(a.code, a.name, a.path, '0', i + 1, { source: a.source, id: areaId(a.code) });
    const children = screens
      .get(a.code)
      .map((s, j) => node(s.code, s.name, s.path, area.id, j + 1, { source: s.source, isOpen: s.isOpen, remark: s.resource ?? '' }));
    return children.length ? { ...area, children } : area;
  });
}

/** One button of a screen: `<screen code>_<function>`, as BladeX's seed names them. */
function button(screen, fn, sort) {
  const code = `${screen.code}_${fn}`;
  const [name, icon] = BUTTONS[fn] ?? [fn, ''];
  const action = fn === 'add' || fn === 'import' || fn === 'upload' || fn === 'create' ? 1 : fn === 'delete' || fn === 'remove' ? 3 : 2;
  return {
    ...node(code, BUTTON_NAME_OF[code] ?? name, `${screen.path}/${fn}`, screen.id, sort, { source: icon }),
    alias: fn,
    category: 2,
    action,
  };
}

/** The button forest: area > screen > buttons; every leaf code is a permission. */
export function buttonForest(areas, services, icons) {
  const screens = screensByArea(areas, services, icons);
  const forest = [];
  areas.forEach((a, i) => {
    const areaNode = node(a.code, a.name, a.path, '0', i + 1, { source: a.source, id: areaId(a.code) });
    const children = [];
    screens.get(a.code).forEach((s, j) => {
      if (!s.buttons?.length) return;
      const screen = node(s.code, s.name, s.path, areaNode.id, j + 1, { source: s.source });
      screen.children = s.buttons.map((b, k) => button(screen, b, k + 1));
      children.push(screen);
    });
    if (children.length) forest.push({ ...areaNode, children });
  });
  return forest;
}

/** The top menus (menu/top-menu): each names the areas its menu grant holds. */
export function topMenus(tops = []) {
  return tops.map((t, i) => ({
    id: fakeId(`topmenu:${t.code}`, i),
    tenantId: '000000',
    code: t.code,
    name: t.name,
    source: t.source,
    path: t.path,
    sort: i + 1,
  }));
}
