import { useEffect, useMemo, useRef, useState } from 'react';
import { Box, HStack, IconButton, Text, chakra } from '@chakra-ui/react';

export type CheckTreeNode = { id: string; title: string; children?: CheckTreeNode[]; hasChildren?: boolean };

function descendants(node: CheckTreeNode, out: string[] = []): string[] {
  for (const c of node.children ?? []) {
    out.push(c.id);
    descendants(c, out);
  }
  return out;
}

/**
 * A tree of checkboxes (menu grants, data/API scopes, multi-select tree pickers). Checking a node
 * checks its subtree; a parent shows indeterminate while only part of its subtree is checked.
 * With `single`, a click on a title picks that one node.
 */
export function CheckboxTree(props: {
  nodes: CheckTreeNode[];
  value: string[];
  onChange: (ids: string[]) => void;
  single?: boolean;
  label?: string;
  maxH?: string;
  /** Lazily loads the children of a node (region and department trees). */
  loadChildren?: (id: string) => Promise<CheckTreeNode[]>;
}) {
  const { nodes, value, onChange, single } = props;
  const checked = useMemo(() => new Set(value), [value]);
  const [open, setOpen] = useState<Set<string>>(() => new Set(nodes.slice(0, 1).map((n) => n.id)));
  const [loaded, setLoaded] = useState<Record<string, CheckTreeNode[]>>({});

  const childrenOf = (n: CheckTreeNode) => n.children ?? loaded[n.id];
  const toggleOpen = async (n: CheckTreeNode) => {
    const next = new Set(open);
    if (next.has(n.id)) next.delete(n.id);
    else {
      next.add(n.id);
      if (!n.children && n.hasChildren && props.loadChildren && !loaded[n.id]) {
        const kids = await props.loadChildren(n.id);
        setLoaded((l) => ({ ...l, [n.id]: kids }));
      }
    }
    setOpen(next);
  };
  const state = (n: CheckTreeNode): boolean | 'indeterminate' => {
    if (single) return checked.has(n.id);
    const d = descendants({ ...n, children: childrenOf(n) });
    if (!d.length) return checked.has(n.id);
    const on = d.filter((id) => checked.has(id)).length;
    if (on === d.length) return true;
    return on > 0 || checked.has(n.id) ? 'indeterminate' : false;
  };
  const toggle = (n: CheckTreeNode) => {
    if (single) return onChange(checked.has(n.id) ? [] : [n.id]);
    const ids = [n.id, ...descendants({ ...n, children: childrenOf(n) })];
    const next = new Set(checked);
    const on = state(n) !== true;
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    onChange([...next]);
  };

  const render = (list: CheckTreeNode[], depth: number) =>
    list.map((n) => {
      const kids = childrenOf(n);
      const expandable = (kids && kids.length > 0) || (!kids && n.hasChildren);
      return (
        <Box key={n.id} role="treeitem" aria-expanded={expandable ? open.has(n.id) : undefined}>
          <HStack gap="1" pl={`${depth * 18}px`} minH="28px">
            {expandable ? (
              <IconButton size="2xs" variant="ghost" aria-label={open.has(n.id) ? 'collapse' : 'expand'} onClick={() => void toggleOpen(n)}>
                {open.has(n.id) ? '▾' : '▸'}
              </IconButton>
            ) : (
              <Box w="24px" />
            )}
            <chakra.label display="inline-flex" alignItems="center" gap="2" cursor="pointer">
              <NativeCheck checked={state(n)} onChange={() => toggle(n)} />
              <Text as="span" fontSize="sm">
                {n.title}
              </Text>
            </chakra.label>
          </HStack>
          {/* An opened node's children are its group (ARIA: a treeitem's children sit in role=group). */}
          {expandable && open.has(n.id) && kids && <Box role="group">{render(kids, depth + 1)}</Box>}
        </Box>
      );
    });

  return (
    <Box role="tree" aria-label={props.label} maxH={props.maxH ?? '360px'} overflowY="auto" borderWidth="1px" borderRadius="sm" p="2">
      {nodes.length ? render(nodes, 0) : <Text color="fg.muted">—</Text>}
    </Box>
  );
}

/**
 * A native checkbox (the lean theme carries no checkbox recipe, so Chakra's Checkbox renders an
 * unstyled icon): themed by the primary colour, indeterminate set on the element.
 */
function NativeCheck({ checked, onChange }: { checked: boolean | 'indeterminate'; onChange: () => void }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = checked === 'indeterminate';
  }, [checked]);
  return (
    <input
      ref={ref}
      type="checkbox"
      checked={checked === true}
      onChange={onChange}
      style={{ width: 16, height: 16, cursor: 'pointer', accentColor: 'var(--primary-500, #409EFF)' }}
    />
  );
}
