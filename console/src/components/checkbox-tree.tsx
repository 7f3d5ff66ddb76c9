import { useEffect, useMemo, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { Box, Button, HStack, Stack, Text, TreeView, chakra, createTreeCollection, useTreeView } from '@chakra-ui/react';
import { treeViewSlotRecipe } from '@chakra-ui/react/theme';
import { useTranslation } from 'react-i18next';

export type CheckTreeNode = { id: string; title: string; children?: CheckTreeNode[] };

/** Each node's leaves (a leaf is its own), nodes in the order they show. */
type LeafIndex = Map<string, string[]>;

function indexLeaves(nodes: CheckTreeNode[]): LeafIndex {
  const index: LeafIndex = new Map();
  const walk = (n: CheckTreeNode): string[] => {
    index.set(n.id, []);
    const kids = n.children ?? [];
    const leaves = kids.length ? kids.flatMap(walk) : [n.id];
    index.set(n.id, leaves);
    return leaves;
  };
  nodes.forEach(walk);
  return index;
}

/** The ticked nodes: those whose every leaf is ticked, as Element's getCheckedKeys() gives Saber's grant. */
function fullyTicked(index: LeafIndex, leaves: Set<string>): string[] {
  return [...index].filter(([, own]) => own.every((l) => leaves.has(l))).map(([id]) => id);
}

/**
 * The ids a tree ticks, read as Saber's el-tree reads its default-checked-keys: a parent's id
 * ticks its whole subtree, ids of nodes not in the tree are dropped.
 */
export function checkedIds(nodes: CheckTreeNode[], ids: string[]): string[] {
  const index = indexLeaves(nodes);
  return fullyTicked(index, tickedLeaves(index, ids));
}

const tickedLeaves = (index: LeafIndex, ids: string[]) => new Set(ids.flatMap((id) => index.get(id) ?? []));

type Tick = boolean | 'indeterminate';

/** Each node's tick: all of its leaves ticked, some, or none. */
function ticksOf(index: LeafIndex, leaves: Set<string>): Map<string, Tick> {
  const ticks = new Map<string, Tick>();
  for (const [id, own] of index) {
    const on = own.filter((l) => leaves.has(l)).length;
    ticks.set(id, on === own.length ? true : on > 0 ? 'indeterminate' : false);
  }
  return ticks;
}

/**
 * Ark's collection of the nodes, its descendant lists kept: Ark asks for them on every row of every
 * redraw (each a walk from the root), which made a fully opened menu tree lag on each key.
 */
function collectionOf(nodes: CheckTreeNode[]) {
  const collection = createTreeCollection<CheckTreeNode>({
    rootNode: { id: '', title: '', children: nodes },
    nodeToValue: (n) => n.id,
    nodeToString: (n) => n.title,
    nodeToChildren: (n) => n.children ?? [],
  });
  const walk = collection.getDescendantValues;
  const kept = new Map<string, string[]>();
  collection.getDescendantValues = (at, options) => {
    if (typeof at !== 'string' || options) return walk(at, options);
    const found = kept.get(at) ?? walk(at);
    kept.set(at, found);
    return found;
  };
  return collection;
}

/**
 * A tree of checkboxes (role menus, data and API scopes, top-menu menus) on Chakra's TreeView: its
 * keys are the WAI-ARIA tree's (↑/↓, → opens then enters, ← closes then goes up, Home/End, Enter
 * opens, typing a title's first letters goes there), and Space ticks. Ticking a parent ticks its
 * subtree; a parent shows mixed while part of it is ticked. `value`/`onChange` carry the fully
 * ticked nodes (parents included), which is what BladeX's grants get from Saber.
 */
export function CheckboxTree(props: {
  nodes: CheckTreeNode[];
  value: string[];
  onChange: (ids: string[]) => void;
  label?: string;
  maxH?: string;
}) {
  const { nodes, value, onChange } = props;
  const { t } = useTranslation('common');
  const index = useMemo(() => indexLeaves(nodes), [nodes]);
  const collection = useMemo(() => collectionOf(nodes), [nodes]);
  const { checkedValue, ticks } = useMemo(() => {
    const leaves = tickedLeaves(index, value);
    return { checkedValue: fullyTicked(index, leaves), ticks: ticksOf(index, leaves) };
  }, [index, value]);
  const tree = useTreeView<CheckTreeNode>({
    collection,
    checkedValue,
    // Ark ticks a parent's descendants only; the leaves decide which parents are ticked too.
    onCheckedChange: (d) => onChange(fullyTicked(index, new Set(d.checkedValue.filter((id) => index.get(id)?.[0] === id)))),
    // Ticking is the only choice here: nothing is ever "selected".
    selectedValue: [],
    defaultExpandedValue: nodes
      .filter((n) => n.children?.length)
      .slice(0, 1)
      .map((n) => n.id),
    translations: { treeLabel: props.label },
  });
  // Space ticks (Ark's Space would select); this runs before Ark's key handler, which then skips.
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== ' ') return;
    const row = (e.target as HTMLElement).closest<HTMLElement>('[data-part=branch-control], [data-part=item]');
    const id = row?.dataset.value;
    if (id === undefined) return;
    e.preventDefault();
    tree.toggleChecked(id, row!.dataset.part === 'branch-control');
  };
  const hasBranches = nodes.some((n) => n.children?.length);
  return (
    <Stack gap="1">
      {hasBranches && (
        <HStack gap="1">
          <Button size="2xs" variant="ghost" onClick={() => tree.expand()}>
            {t('expandAll')}
          </Button>
          <Button size="2xs" variant="ghost" onClick={() => tree.collapse()}>
            {t('collapseAll')}
          </Button>
        </HStack>
      )}
      {/* Closed branches render nothing: a menu tree has hundreds of nodes, and Ark redraws every mounted one on each key. */}
      <TreeView.RootProvider value={tree} recipe={treeViewSlotRecipe} size="sm" lazyMount unmountOnExit>
        <TreeView.Tree maxH={props.maxH ?? '360px'} overflowY="auto" borderWidth="1px" borderRadius="sm" p="2" onKeyDown={onKeyDown}>
          {nodes.length ? (
            <TreeView.Node<CheckTreeNode>
              branchProps={BRANCH_PROPS}
              render={({ node, nodeState }) => <Row node={node} state={nodeState} tick={ticks.get(node.id) ?? false} />}
            />
          ) : (
            <Text color="fg.muted">—</Text>
          )}
        </TreeView.Tree>
      </TreeView.RootProvider>
    </Stack>
  );
}

/**
 * Ark makes a branch's wrapper the treeitem and its row a button; a checkbox inside a button is
 * nested interaction. The focused row becomes the treeitem instead, and the wrapper only groups it
 * with its children (null drops Ark's attributes there).
 */
const BRANCH_PROPS = { role: 'none', ...({ 'aria-expanded': null, 'aria-selected': null, 'aria-level': null } as object) };

const ariaChecked = (tick: Tick) => (tick === 'indeterminate' ? 'mixed' : tick);

/** One row: a branch's row (chevron, tick box, title) or a leaf's; clicking the title ticks. */
function Row({ node, state, tick }: { node: CheckTreeNode; state: TreeView.NodeState; tick: Tick }) {
  const box = (
    <chakra.label display="inline-flex" alignItems="center" gap="2" cursor="pointer" onClick={stopAtLabel}>
      <TreeView.NodeCheckbox aria-hidden display="inline-flex">
        <NativeCheck checked={tick} />
      </TreeView.NodeCheckbox>
      <Text as="span" fontSize="sm">
        {node.title}
      </Text>
    </chakra.label>
  );
  if (!state.isBranch) {
    return (
      <TreeView.Item aria-checked={ariaChecked(tick)}>
        <Box w="4" flexShrink={0} />
        {box}
      </TreeView.Item>
    );
  }
  return (
    <TreeView.BranchControl role="treeitem" aria-expanded={state.expanded} aria-checked={ariaChecked(tick)} aria-level={state.depth}>
      <TreeView.BranchIndicator>
        <Box as="span" aria-hidden>
          ›
        </Box>
      </TreeView.BranchIndicator>
      {box}
    </TreeView.BranchControl>
  );
}

/** A click on the title ticks (through the label) without also opening the branch or picking the row. */
const stopAtLabel = (e: MouseEvent) => e.stopPropagation();

/**
 * A native tick box (the lean theme carries no checkbox recipe): the primary colour, mixed set
 * on the element. Ark's NodeCheckbox around it does the ticking; this only shows the state.
 */
function NativeCheck({ checked }: { checked: Tick }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = checked === 'indeterminate';
  }, [checked]);
  return (
    <input
      ref={ref}
      type="checkbox"
      tabIndex={-1}
      checked={checked === true}
      readOnly
      style={{ width: 16, height: 16, flexShrink: 0, cursor: 'pointer', accentColor: 'var(--primary-500, #409EFF)' }}
    />
  );
}
