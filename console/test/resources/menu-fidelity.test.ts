// The console against BladeX's own menu: the contract's menu/routes and menu/buttons examples
// (built with BladeX's stock paths and button codes) are what a real server's blade_menu holds,
// so every page of that menu must have a screen, and every button code the console checks must
// be a leaf of the button tree under that screen.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { canonicalMenuPath, findResourceScreen, isResource, loadAllScreens, screenIndex } from '@/screens/registry';
import { menuPathAliases } from '@/screens/menu-aliases';
import { isMenuIcon, menuGlyph } from '@/components/menu-icons';
import type { MenuNode } from '@/lib/menu';

// The committed bundle (the JSON copy is written by the build and may be missing on a fresh clone).
const bundle = parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../../contract/dist/openapi.yaml'), 'utf8'));
const example = (path: string): MenuNode[] => bundle.paths[path].get.responses['200'].content['application/json'].example.data;
const walk = (nodes: MenuNode[], out: MenuNode[] = []) => {
  for (const n of nodes) {
    out.push(n);
    if (n.children) walk(n.children, out);
  }
  return out;
};
const menu = walk(example('/blade-system/menu/routes'));
const buttons = walk(example('/blade-system/menu/buttons'));

// shared/spec/bladex-wire.md, "Stock menu paths and button codes".
const STOCK_PATHS = [
  '/system/user',
  '/system/dept',
  '/system/dict',
  '/system/dictbiz',
  '/system/menu',
  '/system/topmenu',
  '/system/param',
  '/system/post',
  '/system/tenant',
  '/system/client',
  '/authority/role',
  '/authority/datascope',
  '/authority/apiscope',
  '/base/region',
  '/desk/notice',
  '/monitor/log/usual',
  '/monitor/log/api',
  '/monitor/log/error',
  '/resource/attach',
  '/resource/oss',
  '/resource/sms',
  '/tool/code',
  '/tool/datasource',
  '/report/reportlist',
  '/flow/model',
  '/flow/deploy',
  '/flow/manager',
  '/flow/follow',
  '/work/start',
  '/work/claim',
  '/work/todo',
  '/work/send',
  '/work/done',
];

/** The codes of the buttons under the menu node of `menuPath`. */
function codesUnder(menuPath: string): string[] {
  const screen = buttons.find((n) => n.category === 1 && n.path === menuPath);
  return (screen?.children ?? []).map((b) => b.code ?? '');
}

describe("the console on BladeX's menu", () => {
  it('serves every stock BladeX page path with a screen of its own', () => {
    for (const p of STOCK_PATHS) expect(screenIndex[p], p).toBeDefined();
    expect(menu.filter((n) => n.parentId !== '0').map((n) => n.path)).toEqual(expect.arrayContaining(STOCK_PATHS));
  });

  it('has a screen for every page of the server menu, so none shows the "no screen" page', () => {
    const pages = menu.filter((n) => !n.children?.length && !/^https?:/.test(n.path));
    expect(pages.length).toBeGreaterThan(100);
    const missing = pages.filter((n) => !findResourceScreen(n.path)).map((n) => n.path);
    expect(missing).toEqual([]);
  });

  it('checks only button codes that the button tree holds under the screen', async () => {
    const resources = (await loadAllScreens()).filter(isResource);
    const wrong: string[] = [];
    for (const r of resources) {
      const held = codesUnder(r.menuPath);
      // The codes of the buttons the screen can show: its capabilities' and its actions'.
      const shown = Object.entries(r.permissions).filter(([cap]) => r.capabilities[cap as keyof typeof r.capabilities] !== false);
      const used = [...shown.map(([, c]) => c), ...(r.actions ?? []).map((a) => a.permission)].filter((c): c is string => !!c);
      for (const code of used) if (!held.includes(code)) wrong.push(`${r.menuPath}: ${code}`);
    }
    expect(wrong).toEqual([]);
  });

  it("uses BladeX's stock codes on the platform screens", async () => {
    const byPath = new Map((await loadAllScreens()).filter(isResource).map((r) => [r.menuPath, r]));
    const codes = (p: string) => {
      const r = byPath.get(p)!;
      return [...Object.values(r.permissions), ...(r.actions ?? []).map((a) => a.permission)].filter(Boolean);
    };
    expect(codes('/system/user')).toEqual(
      expect.arrayContaining(['user_add', 'user_edit', 'user_delete', 'user_view', 'user_role', 'user_reset']),
    );
    expect(codes('/system/topmenu')).toContain('topmenu_setting');
    expect(codes('/resource/oss')).toContain('oss_enable');
    expect(codes('/resource/sms')).toEqual(expect.arrayContaining(['sms_enable']));
    expect(codes('/resource/sms')).not.toContain('sms_disable');
    expect(codes('/resource/attach')).toEqual(expect.arrayContaining(['attach_upload', 'attach_download', 'attach_delete']));
    expect(codes('/authority/apiscope')).toEqual(['api_scope_setting', 'api_scope_setting', 'api_scope_setting', 'api_scope_setting']);
    expect(codes('/authority/datascope')).toContain('data_scope_setting');
    expect(codes('/base/region')).toEqual(expect.arrayContaining(['region_add', 'region_delete', 'region_export']));
    expect(codes('/monitor/log/api')).toContain('log_api_view');
    for (const code of ['dictbiz_add', 'dictbiz_edit', 'dictbiz_delete']) expect(codesUnder('/system/dictbiz')).toContain(code);
  });

  it("maps a deployment's own spellings onto screens through the alias table", () => {
    expect(canonicalMenuPath('/system/dict-biz/index')).toBe('/system/dictbiz');
    expect(findResourceScreen('/monitor/api')?.menuPath).toBe('/monitor/log/api');
    expect(findResourceScreen('/report/report')?.menuPath).toBe('/report/reportlist');
    for (const [from, to] of Object.entries(menuPathAliases)) {
      expect(screenIndex[to], `${from} -> ${to}`).toBeDefined();
      expect(screenIndex[from], `${from} is a screen itself`).toBeUndefined();
    }
    expect(findResourceScreen('/custom/nowhere')).toBeNull();
  });

  it('draws every menu icon the server menu names, and the default for none', () => {
    const named = [...menu, ...buttons.filter((n) => n.category === 1)].map((n) => n.source ?? '').filter(Boolean);
    expect(named.length).toBeGreaterThan(30);
    expect(named.filter((s) => !isMenuIcon(s))).toEqual([]);
    expect(menuGlyph('iconfont iconicon_setting')).toBe('gear');
    expect(menuGlyph('')).toBe('menu');
    expect(menuGlyph('iconfont not-in-the-set')).toBe('menu');
  });
});
