import type { KeyboardEvent, RefObject } from 'react';
import { Box, TreeView, chakra } from '@chakra-ui/react';
import { checkStyle } from '../native-controls';
import type { TreeNode } from '../queries';

/** One row of a searchable TreeView: a branch's control (with its chevron) or a leaf; a tick box shows a multiple pick. */
export function TreeRow({ node, branch, checked }: { node: TreeNode; branch: boolean; checked?: boolean }) {
  // Only a picture of the row's state (the treeitem's aria-selected says it): inert, so no focusable
  // control sits inside Ark's branch button.
  const tick =
    checked === undefined ? null : <chakra.input type="checkbox" readOnly inert aria-hidden checked={checked} style={checkStyle} />;
  if (!branch) {
    return (
      <TreeView.Item>
        {tick}
        <TreeView.ItemText>{node.title}</TreeView.ItemText>
      </TreeView.Item>
    );
  }
  return (
    <TreeView.BranchControl>
      <TreeView.BranchIndicator>
        <Box as="span" aria-hidden>
          ›
        </Box>
      </TreeView.BranchIndicator>
      {tick}
      <TreeView.BranchText>{node.title}</TreeView.BranchText>
    </TreeView.BranchControl>
  );
}

/** The search box's ArrowDown: into the tree, on its focusable row (else its first). */
export const searchToTree = (tree: RefObject<HTMLElement | null>) => (e: KeyboardEvent) => {
  if (e.key !== 'ArrowDown') return;
  e.preventDefault();
  tree.current
    ?.querySelector<HTMLElement>(
      '[data-part=item][tabindex="0"], [data-part=branch-control][tabindex="0"], [data-part=item], [data-part=branch-control]',
    )
    ?.focus();
};
