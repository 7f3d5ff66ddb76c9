import { memo, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Box, Button, Flex, Input, Text, TreeView, createTreeCollection, useFilter } from '@chakra-ui/react';
import { treeViewSlotRecipe } from '@chakra-ui/react/theme';
import { useQuery } from '@tanstack/react-query';
import { reasonOf } from '@/lib/error-reason';
import { treeOptions, type TreeNode } from './queries';
import type { Translate } from './texts';
import type { SideTreeDef } from './types';
import { TreeRow, searchToTree } from './inputs/tree-row';

/** The "全部" entry's value (no key BladeX gives a node looks like it): no node, no filter. */
const ALL = '__all__';

/** The ids from the top of the tree down to the node `id` (that node excluded); none when it is not in the tree. */
export function ancestorsOf(nodes: TreeNode[], id: string): string[] | null {
  for (const n of nodes) {
    if (n.id === id) return [];
    const below = n.children ? ancestorsOf(n.children, id) : null;
    if (below) return [n.id, ...below];
  }
  return null;
}

/**
 * The list screen's side tree (stock Saber's department tree beside its user list): "全部" and
 * the source's tree, searchable. Picking a node filters the list; "全部" clears it. On a wide
 * window it stands at the list's left; on a narrow one it waits behind a button above the list.
 */
export function WithSideTree({
  tree,
  node,
  onNode,
  t,
  children,
}: {
  tree: SideTreeDef | undefined;
  node: string;
  onNode: (node: string) => void;
  t: Translate;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (!tree) return children;
  const label = t(tree.label);
  return (
    <Flex direction={{ base: 'column', lg: 'row' }} align={{ lg: 'flex-start' }} gap="3">
      <Button
        hideFrom="lg"
        alignSelf="flex-start"
        size="sm"
        variant="outline"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {t(open ? 'resources:sideTree.hide' : 'resources:sideTree.show', { label })}
      </Button>
      <Box
        id={panelId}
        role="group"
        aria-label={label}
        data-testid="side-tree"
        display={{ base: open ? 'block' : 'none', lg: 'block' }}
        w={{ base: 'full', lg: '200px' }}
        flexShrink={0}
        borderWidth="1px"
        borderRadius="md"
        p="2"
      >
        <SideTreePanel tree={tree} label={label} node={node} onNode={onNode} t={t} />
      </Box>
      <Box flex="1" minW="0">
        {children}
      </Box>
    </Flex>
  );
}

/** Memoised: a load or a selection of the list does not draw the tree again. */
const SideTreePanel = memo(function SideTreePanel({
  tree,
  label,
  node,
  onNode,
  t,
}: {
  tree: SideTreeDef;
  label: string;
  node: string;
  onNode: (node: string) => void;
  t: Translate;
}) {
  const read = useQuery(treeOptions(tree.source));
  const nodes = useMemo(() => read.data ?? [], [read.data]);
  const [query, setQuery] = useState('');
  const treeRef = useRef<HTMLDivElement>(null);
  const { contains } = useFilter({ sensitivity: 'base' });
  const all = t('resources:sideTree.all');
  const full = useMemo(
    () =>
      createTreeCollection<TreeNode>({
        rootNode: { id: '', title: '', value: '', children: [{ id: ALL, title: all, value: '' }, ...nodes] },
        nodeToValue: (n) => n.id,
        nodeToString: (n) => n.title,
      }),
    [nodes, all],
  );
  // A search keeps "全部", the matching nodes and their ancestors, all opened.
  const collection = useMemo(() => (query ? full.filter((n) => n.id === ALL || contains(n.title, query)) : full), [full, query, contains]);
  // The top level opens, and the branches down to the node picked (after a reload, from the address).
  const [expanded, setExpanded] = useState<string[] | null>(null);
  const opened = expanded ?? [...nodes.slice(0, 1).map((n) => n.id), ...(ancestorsOf(nodes, node) ?? [])];
  const toTree = searchToTree(treeRef);
  return (
    <>
      <Text fontWeight="semibold" fontSize="sm" mb="2" aria-hidden>
        {label}
      </Text>
      <Input
        size="sm"
        mb="2"
        value={query}
        placeholder={t('resources:inputs.searchTree')}
        aria-label={t('resources:inputs.searchIn', { label })}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={toTree}
      />
      <TreeView.Root
        ref={treeRef}
        recipe={treeViewSlotRecipe}
        size="sm"
        variant="subtle"
        colorPalette="brand"
        collection={collection}
        selectionMode="single"
        selectedValue={[node || ALL]}
        onSelectionChange={(d) => {
          const picked = d.selectedValue[0];
          if (picked !== undefined) onNode(picked === ALL ? '' : picked);
        }}
        expandedValue={query ? collection.getBranchValues() : opened}
        onExpandedChange={(d) => {
          if (!query) setExpanded(d.expandedValue);
        }}
        translations={{ treeLabel: label }}
      >
        <TreeView.Tree maxH={{ base: '50vh', lg: 'calc(100vh - 220px)' }} overflowY="auto">
          <TreeView.Node<TreeNode>
            indentGuide={<TreeView.BranchIndentGuide />}
            render={({ node: n, nodeState }) => <TreeRow node={n} branch={nodeState.isBranch} />}
          />
        </TreeView.Tree>
      </TreeView.Root>
      {read.isPending && (
        <Text fontSize="sm" color="fg.muted" px="2">
          {t('resources:loading')}
        </Text>
      )}
      {read.isError && (
        <Text fontSize="sm" color="fg.error" px="2" role="alert">
          {t('resources:list.failed', { reason: reasonOf(read.error) })}
        </Text>
      )}
      {query && collection.rootNode.children?.length === 1 && (
        <Text fontSize="sm" color="fg.muted" px="2">
          {t('resources:inputs.noMatch')}
        </Text>
      )}
    </>
  );
});
