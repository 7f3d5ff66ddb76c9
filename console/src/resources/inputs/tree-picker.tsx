import { useMemo, useRef, useState } from 'react';
import { Button, Input, Popover, Portal, Text, TreeView, createTreeCollection, useFilter } from '@chakra-ui/react';
import { treeViewSlotRecipe } from '@chakra-ui/react/theme';
import { flattenTree, toIdList } from '../options';
import type { TreeNode } from '../queries';
import { useTexts } from '../texts';
import { nextTreeSelection } from './tree-selection';
import { TreeRow, searchToTree } from './tree-row';

export type TreePickerProps = {
  id: string;
  name: string;
  /** The field's label: the tree's accessible name and the search box's. */
  label: string;
  nodes: TreeNode[];
  value: unknown;
  multiple?: boolean;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  disabled?: boolean;
  invalid?: boolean;
};

const ROOT: TreeNode = { id: '', title: '', value: '' };

/**
 * A tree picker (departments, menus, regions...): a button opening Chakra's TreeView with a search
 * box. Arrows move, Right/Left open and close, Enter or Space picks; ArrowDown leaves the search
 * box for the tree. One node, or several (`multiple`: each pick toggles its node, kept as ids).
 */
export function TreePicker(p: TreePickerProps) {
  const t = useTexts();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const treeRef = useRef<HTMLDivElement>(null);
  const { contains } = useFilter({ sensitivity: 'base' });
  const ids = toIdList(p.value);
  const labels = useMemo(() => flattenTree(p.nodes), [p.nodes]);
  const full = useMemo(
    () =>
      createTreeCollection<TreeNode>({ rootNode: { ...ROOT, children: p.nodes }, nodeToValue: (n) => n.id, nodeToString: (n) => n.title }),
    [p.nodes],
  );
  // A search keeps the matching nodes and their ancestors, all opened.
  const collection = useMemo(() => (query ? full.filter((n) => contains(n.title, query)) : full), [full, query, contains]);
  const [expanded, setExpanded] = useState<string[]>(() => p.nodes.slice(0, 1).map((n) => n.id));
  const shownExpanded = query ? collection.getBranchValues() : expanded;
  const pick = (next: string[]) => {
    const chosen = nextTreeSelection(ids, next, !!p.multiple);
    p.onChange(p.multiple ? chosen : (chosen[0] ?? ''));
    if (!p.multiple) setOpen(false);
  };
  const toTree = searchToTree(treeRef);
  const text = ids.map((i) => labels.get(i) ?? i).join(', ');
  return (
    <Popover.Root
      ids={{ trigger: p.id }}
      open={open}
      onOpenChange={(e) => {
        setOpen(e.open);
        if (!e.open) {
          setQuery('');
          p.onBlur();
        }
      }}
      positioning={{ sameWidth: true }}
      lazyMount
    >
      <Popover.Trigger asChild>
        <Button
          name={p.name}
          variant="outline"
          size="sm"
          w="full"
          justifyContent="space-between"
          disabled={p.disabled}
          fontWeight="normal"
          aria-invalid={p.invalid || undefined}
          aria-haspopup="tree"
        >
          <Text truncate>{text || t('resources:pleaseSelect')}</Text>
          <span aria-hidden>▾</span>
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="auto" minW="280px" aria-label={p.label}>
            <Popover.Body p="2">
              <Input
                size="sm"
                mb="2"
                value={query}
                placeholder={t('resources:inputs.searchTree')}
                aria-label={t('resources:inputs.searchIn', { label: p.label })}
                onChange={(e) => setQuery(e.target.value)}
                onKeyDown={toTree}
              />
              <TreeView.Root
                ref={treeRef}
                recipe={treeViewSlotRecipe}
                size="sm"
                collection={collection}
                selectionMode={p.multiple ? 'multiple' : 'single'}
                selectedValue={ids}
                onSelectionChange={(d) => pick(d.selectedValue)}
                expandedValue={shownExpanded}
                onExpandedChange={(d) => {
                  if (!query) setExpanded(d.expandedValue);
                }}
                translations={{ treeLabel: p.label }}
              >
                <TreeView.Tree maxH="320px" overflowY="auto">
                  {collection.rootNode.children?.length ? (
                    <TreeView.Node<TreeNode>
                      indentGuide={<TreeView.BranchIndentGuide />}
                      render={({ node, nodeState }) => (
                        <TreeRow node={node} branch={nodeState.isBranch} checked={p.multiple ? ids.includes(node.id) : undefined} />
                      )}
                    />
                  ) : (
                    <Text fontSize="sm" color="fg.muted" px="2">
                      {t('resources:inputs.noMatch')}
                    </Text>
                  )}
                </TreeView.Tree>
              </TreeView.Root>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
