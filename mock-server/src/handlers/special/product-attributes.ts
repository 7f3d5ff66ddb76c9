// The product area's attribute trees and dictionary (eim-product): the attribute nodes as a tree
// (tree-list, the whole tree or a node's branch), the tree a product is given attributes from
// (grant-tree), and a product dictionary's entries (goodsproductdict/listing: its units).
import type { Row } from '../../store.ts';
import { badRequest, MSG, r } from '../../wire.ts';
import type { Call, Handler } from '../../call.ts';
import { findVisible, required, resourceNamed } from '../common.ts';
import { tree } from '../standard.ts';
import { sortedEntries } from './dict.ts';

const NODES = 'eim-product/productattributetree';

/** The caller's attribute nodes as a tree (each under its 上级节点, in sort order). */
const attributeTree = (c: Call): Row[] => tree({ ...c, query: {} }, resourceNamed(c, NODES), undefined);

/** The node `id` of a tree, wherever it stands. */
function nodeOf(nodes: Row[], id: string): Row | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = nodeOf((node.children as Row[] | undefined) ?? [], id);
    if (found) return found;
  }
  return undefined;
}

/** The whole tree (no parentId, or BladeX's top "0"), or the branch under a node of the caller's (another is refused). */
function treeList(c: Call): unknown {
  const nodes = attributeTree(c);
  const parentId = c.query.parentId ?? '';
  if (!parentId || parentId === '0') return r(nodes);
  if (!findVisible(c, resourceNamed(c, NODES).table, parentId)) throw badRequest(MSG.notFound);
  return r((nodeOf(nodes, parentId)?.children as Row[] | undefined) ?? []);
}

/** The tree a product of the caller's is given its attributes from; another's (or none) is refused. */
function grantTree(c: Call): unknown {
  const productId = required(c, 'productId');
  if (!findVisible(c, resourceNamed(c, 'eim-product/goodsproduct').table, productId)) throw badRequest(MSG.notFound);
  return r(attributeTree(c));
}

export const productAttributeSpecials: Record<string, Handler> = {
  'GET /eim-product/productattributetree/tree-list': treeList,
  'GET /eim-product/productattribute/grant-tree': grantTree,
  // A product dictionary's entries: the system dictionary's of that code (product_unit), else the business one's.
  'GET /eim-product/goodsproductdict/listing': (c) => sortedEntries(c, 'blade-system/dict', 'blade-system/dict-biz'),
};
