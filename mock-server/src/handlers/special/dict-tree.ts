// dict/dictionary-tree and dict-biz/dictionary-tree: the same entries as `dictionary`, merged into
// a forest by parentId (BladeX's ForestNodeMerger): an entry whose parent is among them hangs under
// it, the others (the code's own children) are the roots.
import type { Row } from '../../store.ts';
import { r } from '../../wire.ts';
import type { Call, Handler } from '../../call.ts';
import { dictionary } from './dict.ts';

const TABLES = { dict: 'blade-system/dict', 'dict-biz': 'blade-system/dict-biz' } as const;

/** Nodes in the order given, each with its children and hasChildren (DictVO's INode). */
function forest(entries: Row[]): Row[] {
  type Node = Row & { children: Row[]; hasChildren: boolean };
  const nodes = new Map<string, Node>(entries.map((e) => [String(e.id), { ...e, children: [], hasChildren: false }]));
  const roots: Row[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(String(node.parentId));
    if (parent) {
      parent.children.push(node);
      parent.hasChildren = true;
    } else roots.push(node);
  }
  return roots;
}

function dictionaryTree(c: Call, table: string, other: string): unknown {
  const flat = dictionary(c, table, other) as { data: Row[] };
  return r(forest(flat.data));
}

export const dictTreeSpecials: Record<string, Handler> = {
  'GET /blade-system/dict/dictionary-tree': (c) => dictionaryTree(c, TABLES.dict, TABLES['dict-biz']),
  'GET /blade-system/dict-biz/dictionary-tree': (c) => dictionaryTree(c, TABLES['dict-biz'], TABLES.dict),
};
