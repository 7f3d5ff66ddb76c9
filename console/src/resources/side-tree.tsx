import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import type { Translate } from './texts';
import type { SideTreeDef } from './types';

const SideTreePanel = lazy(() => import('./side-tree-panel').then((m) => ({ default: m.SideTreePanel })));

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
        <Suspense
          fallback={
            <Text fontSize="sm" color="fg.muted" px="2">
              {t('resources:loading')}
            </Text>
          }
        >
          <SideTreePanel tree={tree} label={label} node={node} onNode={onNode} t={t} />
        </Suspense>
      </Box>
      <Box flex="1" minW="0">
        {children}
      </Box>
    </Flex>
  );
}
