// Dictionaries (dict and dict-biz) beyond the standard pattern. The dictionary screen pages the
// parents (parentId "0") and lists a parent's entries (child-list: a list, as BladeX, not a page);
// the generic store fallback answered every row for both, so each code showed up once per entry.
import { toWire } from '../../records.ts';
import type { Row } from '../../store.ts';
import { badRequest, r } from '../../wire.ts';
import { submit } from '../submit.ts';
import type { Call, Handler } from '../../call.ts';
import {
  bodyRow,
  fieldText,
  filterRows,
  findVisible,
  heldByAnother,
  listAnswer,
  required,
  resourceNamed,
  scopeOf,
  sortRows,
  visibleRows,
} from '../common.ts';

const DICT_TABLES = { dict: 'blade-system/dict', 'dict-biz': 'blade-system/dict-biz' } as const;
type Kind = keyof typeof DICT_TABLES;

const propsOf = (c: Call, table: string) => [...c.state.resources.values()].find((x) => x.table === table)?.props ?? {};
const bySort = (a: Row, b: Row) => (Number(a.sort) || 0) - (Number(b.sort) || 0);
/** A parent row: parentId "0" (BladeX's TOP_PARENT_ID), or none when a client left it out on submit. */
export const isParent = (d: Row) => d.parentId === undefined || d.parentId === null || ['', '0', '-1'].includes(String(d.parentId));

/** Parents only, filtered by code/dictValue (a Map in BladeX: LIKE), paged. */
function parentList(c: Call, table: string): unknown {
  const props = propsOf(c, table);
  const rows = filterRows(visibleRows(c, table).filter(isParent), c.query, props, ['parentId'], 'like').sort(bySort);
  return listAnswer(c, sortRows(rows, c.query), props);
}

/**
 * BladeX's child-list: `R<List<DictVO>>`, no paging. The entries of the parent's code (filtered
 * by the query) as a tree under the parent: each carries parentName and its own children. No
 * parentId (BladeX's default -1) or an unknown one answers an empty list.
 */
function childList(c: Call, table: string): unknown {
  const parentId = c.query.parentId ?? '';
  const props = propsOf(c, table);
  const all = visibleRows(c, table);
  const parent = parentId ? all.find((d) => String(d.id) === parentId) : undefined;
  if (!parent) return r([]);
  const entries = filterRows(
    all.filter((d) => d.code === parent.code && String(d.id) !== parentId),
    c.query,
    props,
    ['parentId'],
    'like',
  );
  const kids = new Map<string, Row[]>();
  for (const d of entries) (kids.get(String(d.parentId)) ?? kids.set(String(d.parentId), []).get(String(d.parentId))!).push(d);
  const names = new Map(all.map((d) => [String(d.id), d.dictValue]));
  const node = (d: Row, depth: number): Row => {
    const children = depth < 8 ? (kids.get(String(d.id)) ?? []).sort(bySort).map((k) => node(k, depth + 1)) : [];
    const out = toWire({ ...d, parentName: names.get(String(d.parentId)) ?? '' }, props);
    delete out.children;
    delete out.hasChildren;
    return children.length ? { ...out, hasChildren: true, children } : out;
  };
  // Roots: entries whose parent is not among the matched entries (the parent's direct children
  // when nothing is filtered), as BladeX's ForestNodeMerger leaves them.
  const ids = new Set(entries.map((d) => String(d.id)));
  const roots = entries.filter((d) => !ids.has(String(d.parentId))).sort(bySort);
  return r(sortRows(roots, c.query).map((d) => node(d, 0)));
}

/**
 * Select tree nodes `{id, parentId, title, key, value}` (value and key are the id, as BladeX's
 * tree SQL). code=DICT: the parents (the parent select of the dictionary form); another code: that
 * dictionary's parent with its entries; no code: every dictionary with its entries.
 */
function tree(c: Call, table: string): unknown {
  const code = c.query.code ?? '';
  let rows = visibleRows(c, table);
  if (code === 'DICT') rows = rows.filter(isParent);
  else if (code) rows = rows.filter((d) => d.code === code);
  const ids = new Set(rows.map((d) => String(d.id)));
  const kids = new Map<string, Row[]>();
  for (const d of rows) {
    const p = isParent(d) || !ids.has(String(d.parentId)) ? '0' : String(d.parentId);
    (kids.get(p) ?? kids.set(p, []).get(p)!).push(d);
  }
  const build = (p: string, depth: number): Row[] =>
    (kids.get(p) ?? []).sort(bySort).map((d) => {
      const id = String(d.id);
      const n: Row = { id, parentId: isParent(d) ? '0' : String(d.parentId), title: String(d.dictValue ?? ''), key: id, value: id };
      const children = depth < 8 ? build(id, depth + 1) : [];
      if (children.length) n.children = children;
      return n;
    });
  return r(build('0', 0));
}

/** The caller's unsealed entries of dictionary `code` in `table`, in sort order (the install materials, the languages). */
export const entriesOf = (c: Call, table: string, code: string): Row[] =>
  c.state.store
    .rows(scopeOf(c), table)
    .filter((d) => d.code === code && !isParent(d) && Number(d.isSealed ?? 0) === 0)
    .sort(bySort);

/** The unsealed entries of dictionary `code` in sort order, whole; a code only the other table has is looked up there. */
export function sortedEntries(c: Call, table: string, other: string): unknown {
  const code = required(c, 'code');
  let rows = entriesOf(c, table, code);
  if (!rows.length) rows = entriesOf(c, other, code);
  const props = propsOf(c, table);
  return r(sortRows(rows, c.query).map((d) => toWire(d, props)));
}

/** The columns BladeX's DictMapper.getList selects; isSealed and isDeleted are not among them. */
const DICTIONARY_COLUMNS = ['id', 'parentId', 'code', 'dictKey', 'dictValue', 'sort', 'remark'] as const;

/**
 * BladeX's dictionary: every unsealed descendant of `code` (parent_id > 0), only the columns
 * getList selects, the unselected numbers null (written -1 by BladeX's Jackson), in no guaranteed
 * order (answered here against `sort`, deterministically).
 */
export function dictionary(c: Call, table: string, other: string): unknown {
  const code = required(c, 'code');
  let rows = entriesOf(c, table, code);
  if (!rows.length) rows = entriesOf(c, other, code);
  // entriesOf reads them in sort order: reversed, a client that does not sort them shows it.
  return r(
    [...rows].reverse().map((d) => ({
      ...Object.fromEntries(DICTIONARY_COLUMNS.map((k) => [k, k === 'sort' ? Number(d[k] ?? 0) : String(d[k] ?? '')])),
      isSealed: -1,
      isDeleted: -1,
    })),
  );
}

const KEY_TAKEN = '当前字典键值已存在!';

/**
 * BladeX's dictionary submit: a code has each key once (its parent row's -1 included), the edited
 * row itself excepted; an edit leaving out code or dictKey keeps its own.
 */
export function submitEntry(c: Call, table: string): unknown {
  const res = resourceNamed(c, table);
  const body = bodyRow(c);
  const id = fieldText(body.id);
  const own = id ? findVisible(c, table, id) : undefined;
  const [code, key] = [fieldText(body.code ?? own?.code), fieldText(body.dictKey ?? own?.dictKey)];
  if (heldByAnother(c, res, (d) => d.code === code && fieldText(d.dictKey) === key, id)) throw badRequest(KEY_TAKEN);
  return submit(c, res, false);
}

export const dictSpecials: Record<string, Handler> = {};
for (const kind of Object.keys(DICT_TABLES) as Kind[]) {
  const table = DICT_TABLES[kind];
  const other = DICT_TABLES[kind === 'dict' ? 'dict-biz' : 'dict'];
  Object.assign(dictSpecials, {
    [`GET /blade-system/${kind}/parent-list`]: (c: Call) => parentList(c, table),
    [`GET /blade-system/${kind}/child-list`]: (c: Call) => childList(c, table),
    [`GET /blade-system/${kind}/tree`]: (c: Call) => tree(c, table),
    [`GET /blade-system/${kind}/dictionary`]: (c: Call) => dictionary(c, table, other),
    [`POST /blade-system/${kind}/submit`]: (c: Call) => submitEntry(c, table),
  });
}
