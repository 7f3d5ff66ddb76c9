// Calls of the stock Saber pages that are not the standard pattern: the menus of the data/API
// scope pages (menu/lazy-menu-list), the cascading region selects (region/select?code=), the
// region page's Excel import (region-import.ts). blade-develop/datasource/select is served from
// the store by the fallback (its answer is a plain list of the resource's records).
import { toWire } from '../../records.ts';
import type { Row } from '../../store.ts';
import { r } from '../../wire.ts';
import type { Call, Handler } from '../../call.ts';
import { visibleRows } from '../common.ts';
import { lazyList } from '../standard.ts';
import { regionImport } from './region-import.ts';

// Both resources are standard resources of the contract, so the sandbox always has them.
const resourceOf = (c: Call, name: string) => c.state.resources.get(name)!;
const bySort = (a: Row, b: Row) => (Number(a.sort) || 0) - (Number(b.sort) || 0);

export const lookupSpecials: Record<string, Handler> = {
  // BladeX's lazyMenuList: menu/lazy-list without the buttons (category 1 only).
  'GET /blade-system/menu/lazy-menu-list': (c) => r(lazyList(c, resourceOf(c, 'blade-system/menu'), (m) => Number(m.category) === 1)),
  // BladeX's region select: the regions whose parentCode is `code` ("00", the provinces, by default).
  'GET /blade-system/region/select': (c) => {
    const res = resourceOf(c, 'blade-system/region');
    const code = c.query.code || '00';
    const rows = visibleRows(c, res.table)
      .filter((x) => String(x.parentCode) === code)
      .sort(bySort);
    return r(
      rows.map((x) => {
        const out = toWire(x, res.props);
        delete out.children;
        delete out.hasChildren;
        return out;
      }),
    );
  },
  'POST /blade-system/region/import-region': regionImport,
};
