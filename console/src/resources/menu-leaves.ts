import type { ComponentType } from 'react';
import type { ResourcePath } from '@dasha/sdk';
import { menuLeaves } from './derived/menu-leaves';
import { required, type FormRules } from './rules';
import { readOnly } from './columns';
import {
  defineResource,
  permissionsOf,
  type AnyResource,
  type ColumnDef,
  type FieldOf,
  type Permissions,
  type ResourceDef,
  type ScreenTextsKey,
} from './types';

// The contract's menu, leaf by leaf (derived/menu-leaves.ts, written by scripts/derive-screens.mjs):
// where each screen is routed and which button codes BladeX grants on it. A screen names its
// resource (or, for a page that lists none, its menu code) and takes both from here, so a menu
// path or a button code lives in the catalog only.

/**
 * A leaf of the menu: its route (menu path without /index), area, menu code, the resource it lists
 * and its buttons' codes; on a platform leaf, the resource's search form fields and the fields a new
 * record must carry.
 */
export type MenuLeaf = {
  path: string;
  area: string;
  code: string;
  resource?: ResourcePath;
  buttons: readonly string[];
  search?: readonly string[];
  required?: readonly string[];
  columns?: readonly LeafColumn[];
};

/** A platform screen's column as the contract lists it: hidden ones are typed in forms only, read-only ones never. */
export type LeafColumn = { prop: string; width?: number; hide?: boolean; readOnly?: boolean };

type Leaf = (typeof menuLeaves)[number];
/** A resource some menu leaf lists. */
export type LeafResource = Extract<Leaf, { resource: string }>['resource'];
/** A menu code of the contract's menu. */
export type LeafCode = Leaf['code'];
/** An area some menu leaf lives in. */
export type LeafArea = Leaf['area'];

const leaves: readonly MenuLeaf[] = menuLeaves;

/** The leaf listing a resource. */
export function leafOfResource(resource: LeafResource): MenuLeaf {
  return leaves.find((l) => l.resource === resource)!;
}

/** The leaf of a menu code. */
export function leafOfCode(code: LeafCode): MenuLeaf {
  return leaves.find((l) => l.code === code)!;
}

/** Menu path -> area of every leaf. */
export const areaOfPath: Readonly<Record<string, LeafArea>> = Object.fromEntries(menuLeaves.map((l) => [l.path, l.area]));

/**
 * A leaf's permissions, keyed by function: the CRUD quartet of its code (a button the menu does
 * not grant stays hidden), and each of its buttons: `user_reset` -> reset, BladeX's `_delete` ->
 * remove (the framework's name for it).
 */
export function permissionsOfLeaf(leaf: MenuLeaf): Permissions {
  const prefix = `${leaf.code}_`;
  const out = permissionsOf(leaf.code);
  for (const code of leaf.buttons) {
    const fn = code.startsWith(prefix) ? code.slice(prefix.length) : code;
    out[fn === 'delete' ? 'remove' : fn] = code;
  }
  return out;
}

/** What a screen adds to one of the contract's columns: what the contract cannot say (a format, a picker, a default). */
export type ColumnOverlay = Omit<ColumnDef, 'prop' | 'width' | 'hide' | 'search'>;

type MenuResourceDef<E extends string, S extends ScreenTextsKey, P extends ResourcePath> = Omit<
  ResourceDef<E, S, P>,
  'menuPath' | 'permissions' | 'columns'
> & {
  permissions?: Permissions;
  /** The columns, where the contract lists none for the resource. */
  columns?: ResourceDef<E, S, P>['columns'];
  /** Where it lists them: what the screen adds to some, by field. */
  overlay?: Partial<Record<FieldOf<E>, ColumnOverlay>>;
};

/** The leaf's required fields, with what a screen's own rules add in a mode (a new user's password). */
function leafRules(leaf: MenuLeaf, own: ResourceDef['form']): ResourceDef['form'] {
  const base = leaf.required ?? [];
  if (!base.length && !own) return undefined;
  return (mode) => required(...new Set([...base, ...(own?.(mode).required ?? [])])) as FormRules;
}

/**
 * A registry entry of the resource a menu leaf lists: its route and permissions are the leaf's
 * (`menu` names the leaf where it lists no resource, or another: 发起事务 reads the deployed
 * processes). `permissions` replaces the leaf's only where BladeX's page checks its codes differently.
 * Listing the leaf's resource, its search fields and required fields are the leaf's too; `form`
 * adds rules the contract cannot say.
 */
export function defineMenuResource<E extends string, S extends ScreenTextsKey, P extends ResourcePath & LeafResource>(
  def: MenuResourceDef<E, S, P>,
): AnyResource;
export function defineMenuResource<E extends string, S extends ScreenTextsKey, P extends ResourcePath>(
  def: MenuResourceDef<E, S, P> & { menu: LeafCode },
): AnyResource;
export function defineMenuResource(def: MenuResourceDef<string, ScreenTextsKey, ResourcePath> & { menu?: LeafCode }): AnyResource {
  const { menu, overlay, ...rest } = def;
  const leaf = menu ? leafOfCode(menu) : leafOfResource(def.path as LeafResource);
  const lists = leaf.resource === def.path;
  const columns = lists ? columnsOf(leaf, def.columns, overlay) : def.columns;
  if (!columns) throw new Error(`${leaf.path}: the contract lists no columns of ${def.path}, and the screen gives none`);
  const own = lists && leaf.search ? { columns: searchedBy(leaf, columns), form: leafRules(leaf, def.form) } : { columns };
  return defineResource({ ...rest, ...own, menuPath: leaf.path, permissions: def.permissions ?? permissionsOfLeaf(leaf) });
}

/**
 * The contract's columns of the leaf's resource with the screen's overlay on them; a screen listing
 * columns the contract lists too would be a second source: refused, as an overlay of a column the
 * contract does not list is (the registry's tests load every screen).
 */
function columnsOf(
  leaf: MenuLeaf,
  own: ColumnDef[] | undefined,
  overlay: Partial<Record<string, ColumnOverlay>> = {},
): ColumnDef[] | undefined {
  if (!leaf.columns) return own;
  if (own) throw new Error(`${leaf.path}: its columns are the contract's; the screen may only overlay them`);
  const stray = Object.keys(overlay).find((prop) => !leaf.columns!.some((c) => c.prop === prop));
  if (stray) throw new Error(`${leaf.path}: overlay of ${stray}, a column the contract does not list`);
  return leaf.columns.map(({ prop, width, hide, readOnly: fixed }) => ({
    prop,
    ...(width ? { width } : {}),
    ...(hide ? { hide } : {}),
    ...(fixed ? readOnly : {}),
    ...overlay[prop],
  }));
}

/**
 * The columns with `search` where the contract's search form has the field, and only there. A
 * column saying it itself would be a second source: refused (the registry's tests load every screen).
 */
function searchedBy(leaf: MenuLeaf, columns: AnyResource['columns']): AnyResource['columns'] {
  const fields = leaf.search ?? [];
  const restated = columns.find((c) => c.search !== undefined);
  if (restated) throw new Error(`${leaf.path}: ${restated.prop} restates search, which the contract's searchForm decides`);
  return columns.map((c) => (fields.includes(c.prop) ? { ...c, search: true } : c));
}

/** A registry entry of a page with real differences, routed at its menu code's leaf. */
export function menuPage(code: LeafCode, component: ComponentType): { menuPath: string; component: ComponentType } {
  return { menuPath: leafOfCode(code).path, component };
}

/** Pages Saber routes outside the menu (its router's views): the dictionary's two layouts. */
export const routedPages = { dictHorizontal: '/dict-horizontal', dictVertical: '/dict-vertical' } as const;

/** A registry entry of a routed page. */
export function routedPage(page: keyof typeof routedPages, component: ComponentType): { menuPath: string; component: ComponentType } {
  return { menuPath: routedPages[page], component };
}
