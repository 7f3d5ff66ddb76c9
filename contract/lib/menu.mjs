// The console's menu as the server answers it (menu/routes) and its button forest
// (menu/buttons), built from the menu areas and the resources that are screens.
import { fakeId, hash } from './fake.mjs';

const BUTTON_NAMES = { add: '新增', edit: '修改', delete: '删除', view: '查看' };
const nodeId = (code) => fakeId(`menu:${code}`, hash(code) % 1000);
// Areas have ids of their own: an area's code may equal a screen's (area user, screen user).
const areaId = (code) => fakeId(`area:${code}`, hash(code) % 1000);

/** Screens of each area, in order: the area's own screens, then resources marked `menu`. */
export function screensByArea(areas, services) {
  const out = new Map(areas.map((a) => [a.code, [...(a.screens ?? [])]]));
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
        if (r.detail !== 'none') buttons.push('view');
        for (const a of r.actions) buttons.push(a.name);
      }
      out.get(area.code).push({ code, name: r.menu, path: r.menuPath ?? `${area.path}/${r.path}`, resource: `${svc.service}/${r.path}`, buttons, source: r.icon });
    }
  }
  return out;
}

function node(code, name, path, parentId, sort, extra = {}) {
  return { id: extra.id ?? nodeId(code), parentId, code, name, alias: code, path, source: extra.source ?? 'iconfont icon-menu', sort, category: 1, action: 0, isOpen: extra.isOpen ?? 1, remark: extra.remark ?? '' };
}

/** The whole menu forest: every area with its screens. */
export function menuForest(areas, services) {
  const screens = screensByArea(areas, services);
  return areas.map((a, i) => {
    const area = node(a.code, a.name, a.path, '0', i + 1, { source: a.source, id: areaId(a.code) });
    const children = screens.get(a.code).map((s, j) => node(s.code, s.name, s.path, area.id, j + 1, { source: s.source, isOpen: s.isOpen, remark: s.resource ?? '' }));
    return children.length ? { ...area, children } : area;
  });
}

/** The button forest: area > screen > buttons; every leaf code is a permission. */
export function buttonForest(areas, services) {
  const screens = screensByArea(areas, services);
  const forest = [];
  areas.forEach((a, i) => {
    const areaNode = node(a.code, a.name, a.path, '0', i + 1, { source: a.source, id: areaId(a.code) });
    const children = [];
    screens.get(a.code).forEach((s, j) => {
      if (!s.buttons?.length) return;
      const screen = node(s.code, s.name, s.path, areaNode.id, j + 1);
      screen.children = s.buttons.map((b, k) => ({
        ...node(`${s.code}_${b}`, BUTTON_NAMES[b] ?? b, `${s.path}/${b}`, screen.id, k + 1),
        category: 2,
        action: b === 'add' ? 1 : b === 'delete' ? 3 : 2,
      }));
      children.push(screen);
    });
    if (children.length) forest.push({ ...areaNode, children });
  });
  return forest;
}
