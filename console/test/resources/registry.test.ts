import { describe, expect, it } from 'vitest';
import { findResourceScreen, isResource, loadAllScreens, normaliseMenuPath, screenIndex } from '@/screens/registry';
import { areas } from '@/screens/areas';
import type { AnyResource } from '@/resources/types';
import { columnLabel, translator } from '@/resources/texts';
import { childDict, parentDict } from '@/features/system/dict-defs';
import { tenantPackage } from '@/features/system/tenant-package';
import { param } from '@/features/system/param';
import { listShape } from '@/resources/data';
import { start, taskScreen } from '@/features/work/screens';
import { menuLeaves } from '@/resources/derived/menu-leaves';
import type { MenuLeaf } from '@/resources/menu-leaves';

describe('registry', () => {
  it('finds a screen by its menu path, with or without /index', async () => {
    expect(normaliseMenuPath('/system/param/index')).toBe('/system/param');
    const found = findResourceScreen('/system/param/index');
    expect(found?.menuPath).toBe('/system/param');
    const entry = await found!.load();
    expect(entry && isResource(entry) && entry.path).toBe('/blade-system/param');
    expect(findResourceScreen('/nothing/here')).toBeNull();
  });

  it('sorts by header exactly the paged lists whose contract operation takes ascs/descs', async () => {
    const sortable = async (menuPath: string) => {
      const entry = await findResourceScreen(menuPath)!.load();
      return entry && isResource(entry) ? listShape(entry).sortable : undefined;
    };
    expect(await sortable('/system/param')).toBe(true);
    // Flowable orders its task and process lists itself; the contract declares no sort for them.
    // (The work screens are wrapped with their category tree: their definitions are read directly.)
    for (const def of [start, ...(['todo', 'claim', 'send', 'done'] as const).map(taskScreen)])
      expect(listShape(def).sortable, def.menuPath).toBe(false);
    // An unpaged list (the department tree) is shown in the server's order.
    expect(await sortable('/system/dept')).toBe(false);
  });

  // The index is the contract's menu (scripts/derive-screens.mjs): a screen added to an area
  // under a path the menu lacks, or a menu leaf with no screen, fails here.
  it('indexes exactly the entries of every area, each path once', async () => {
    const all = await loadAllScreens();
    const paths = all.map((s) => s.menuPath);
    expect(new Set(paths).size).toBe(paths.length);
    expect(Object.keys(screenIndex).sort()).toEqual([...paths].sort());
    for (const [area, load] of Object.entries(areas)) {
      for (const s of (await load()).screens) expect(screenIndex[s.menuPath], s.menuPath).toBe(area);
    }
  });

  it('gives every resource unique columns with both languages and a permission per shown button', async () => {
    const resources = (await loadAllScreens()).filter(isResource) as AnyResource[];
    expect(resources.length).toBeGreaterThan(20);
    for (const r of resources) {
      const props = r.columns.map((c) => c.prop);
      expect(new Set(props).size, r.menuPath).toBe(props.length);
      // A label in both languages (a missing one would show its key: the fuller check is entry-texts.test.ts).
      for (const lng of ['zh', 'en'])
        for (const c of r.columns)
          expect(columnLabel(translator(lng), r.texts, c), `${lng} ${r.menuPath} ${c.prop}`).not.toMatch(/fields\./);
      for (const cap of ['add', 'edit', 'remove', 'view'] as const)
        if (r.capabilities[cap]) expect(r.permissions[cap], `${r.menuPath} ${cap}`).toMatch(/_/);
      if (r.capabilities.add || r.capabilities.edit) expect(r.form, r.menuPath).toBeTypeOf('function');
    }
  });

  // A platform screen's search and required fields are its menu leaf's (the catalog's searchForm
  // and required fields): one the screen has no column for would be dropped unseen.
  it("offers every search field and requires every required field of a platform leaf's resource", async () => {
    const defs = new Map((await loadAllScreens()).filter(isResource).map((d) => [d.menuPath, d]));
    const leaves: readonly MenuLeaf[] = menuLeaves;
    const missing: string[] = [];
    let checked = 0;
    for (const leaf of leaves.filter((l) => l.search)) {
      const def = defs.get(leaf.path);
      if (!def || def.path !== leaf.resource) continue;
      checked++;
      const searched = def.columns.filter((c) => c.search).map((c) => c.prop);
      for (const f of leaf.search!) if (!searched.includes(f)) missing.push(`${leaf.path}: search ${f}`);
      const props = def.columns.map((c) => c.prop);
      const asked = def.form?.('add').required ?? [];
      for (const f of leaf.required ?? []) if (!props.includes(f) || !asked.includes(f)) missing.push(`${leaf.path}: required ${f}`);
    }
    expect(checked).toBeGreaterThan(25);
    expect(missing).toEqual([]);
  });

  it('keeps the spec §2 layout of the dictionary and tenant package tables', () => {
    const parent = parentDict('dict');
    expect(parent.dialogWidth).toBe(880);
    expect(parent.menuWidth).toBe(250);
    const byProp = (r: AnyResource, p: string) => r.columns.find((c) => c.prop === p)!;
    expect(byProp(parent, 'sort').width).toBe(100);
    expect(byProp(parent, 'isSealed').width).toBe(100);
    expect(byProp(parent, 'sort').hide && byProp(parent, 'remark').hide).toBe(true);
    expect(byProp(parent, 'code').search && byProp(parent, 'dictValue').search).toBe(true);
    const child = childDict('dict', { id: '1', code: 'notice' });
    expect(child.menuWidth).toBe(300);
    expect(byProp(child, 'dictKey').width).toBe(80);
    expect(byProp(child, 'isSealed').width).toBe(80);
    expect(byProp(child, 'code').disabled).toEqual({ add: true, edit: true });
    expect(byProp(child, 'parentId')).toMatchObject({ type: 'tree', hide: true, disabled: { add: true, edit: true } });
    expect(tenantPackage.dialogWidth).toBe(600);
    expect(tenantPackage.capabilities.view).toBe(false);
    expect(tenantPackage.capabilities.batchRemove).toBe(true);
    expect(param.columns.filter((c) => c.search).map((c) => c.prop)).toEqual(['paramName', 'paramKey', 'remark']);
    expect(param.columns.find((c) => c.prop === 'paramValue')!.type).toBe('textarea');
  });

  it('sends the tenant package menus comma-joined', () => {
    const body = tenantPackage.api!.beforeSubmit!({ packageName: '基础版', menuId: ['1', '2', '3'] }, 'add');
    expect(body.menuId).toBe('1,2,3');
    expect(tenantPackage.api!.afterDetail!({ menuId: '4,5' }).menuId).toEqual(['4', '5']);
  });
});
