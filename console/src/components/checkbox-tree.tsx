import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Box, HStack, IconButton, Text, chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export type CheckTreeNode = { id: string; title: string; children?: CheckTreeNode[]; hasChildren?: boolean };

function descendants(node: CheckTreeNode, out: string[] = []): string[] {
  for (const c of node.children ?? []) {
    out.push(c.id);
    descendants(c, out);
  }
  return out;
}

/** A node as the keys walk the tree: the open nodes' children follow their parent. */
type Shown = { node: CheckTreeNode; parent?: string };

/** How long typed letters add up to one search (type-ahead), as in a file manager. */
const TYPE_AHEAD_MS = 700;

/**
 * A tree of checkboxes (menu grants, data/API scopes, multi-select tree pickers). Checking a node
 * checks its subtree; a parent shows indeterminate while only part of its subtree is checked.
 * With `single`, a click on a title picks that one node. The keys are the WAI-ARIA tree's: ↑/↓
 * move, → opens (then enters), ← closes (then goes to the parent), Home/End, Space checks, Enter
 * opens or closes, and typing a title's first letters goes to it. One node is in the tab order.
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
  const { t } = useTranslation('common');
  const checked = useMemo(() => new Set(value), [value]);
  const [focused, setFocused] = useState<string | null>(null);
  const items = useRef(new Map<string, HTMLElement>());
  const typed = useRef({ text: '', at: 0 });
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

  /** The nodes a person sees, in order. */
  const shown = (): Shown[] => {
    const out: Shown[] = [];
    const walk = (list: CheckTreeNode[], parent?: string) => {
      for (const node of list) {
        out.push({ node, parent });
        const kids = childrenOf(node);
        if (open.has(node.id) && kids) walk(kids, node.id);
      }
    };
    walk(nodes);
    return out;
  };
  const focusNode = (id: string | undefined) => {
    if (id === undefined) return;
    setFocused(id);
    items.current.get(id)?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const list = shown();
    const at = Math.max(
      0,
      list.findIndex((s) => s.node.id === focused),
    );
    const here = list[at];
    if (!here) return;
    const { node } = here;
    const kids = childrenOf(node);
    const expandable = (kids && kids.length > 0) || (!kids && node.hasChildren);
    const handled = (() => {
      switch (e.key) {
        case 'ArrowDown':
          return (focusNode(list[at + 1]?.node.id), true);
        case 'ArrowUp':
          return (focusNode(list[at - 1]?.node.id), true);
        case 'Home':
          return (focusNode(list[0]?.node.id), true);
        case 'End':
          return (focusNode(list[list.length - 1]?.node.id), true);
        case 'ArrowRight':
          if (expandable && !open.has(node.id)) void toggleOpen(node);
          else if (kids?.length) focusNode(kids[0]!.id);
          return true;
        case 'ArrowLeft':
          if (expandable && open.has(node.id)) void toggleOpen(node);
          else focusNode(here.parent);
          return true;
        case ' ':
          return (toggle(node), true);
        case 'Enter':
          if (expandable) void toggleOpen(node);
          return true;
        default:
          return typeAhead(e.key, list, at);
      }
    })();
    if (handled) e.preventDefault();
  };
  /** A printable key adds to the typed text; the next node whose title starts with it gets the focus. */
  const typeAhead = (key: string, list: Shown[], at: number): boolean => {
    if (key.length !== 1 || key === ' ') return false;
    const now = Date.now();
    typed.current = { text: (now - typed.current.at < TYPE_AHEAD_MS ? typed.current.text : '') + key.toLowerCase(), at: now };
    // One letter, or the same letter again, cycles through the nodes starting with it; other
    // letters narrow the search from here.
    const repeated = [...typed.current.text].every((c) => c === key.toLowerCase());
    const text = repeated ? key.toLowerCase() : typed.current.text;
    const from = repeated ? at + 1 : at;
    const order = [...list.slice(from), ...list.slice(0, from)];
    focusNode(order.find((s) => s.node.title.toLowerCase().startsWith(text))?.node.id);
    return true;
  };
  const tabStop = focused ?? nodes[0]?.id;

  const render = (list: CheckTreeNode[], depth: number) =>
    list.map((n) => {
      const kids = childrenOf(n);
      const expandable = (kids && kids.length > 0) || (!kids && n.hasChildren);
      const checkedState = state(n);
      return (
        <Box
          key={n.id}
          role="treeitem"
          aria-expanded={expandable ? open.has(n.id) : undefined}
          aria-checked={checkedState === 'indeterminate' ? 'mixed' : checkedState === true}
          tabIndex={n.id === tabStop ? 0 : -1}
          ref={(el: HTMLElement | null) => void (el ? items.current.set(n.id, el) : items.current.delete(n.id))}
          onFocus={(e) => {
            // Its own focus or its checkbox's (a click), not one bubbling from a child's node.
            if ((e.target as HTMLElement).closest('[role=treeitem]') === e.currentTarget) setFocused(n.id);
          }}
          outline="none"
          css={{
            '&:focus-visible > [data-part=row]': { outline: '2px solid', outlineColor: 'colorPalette.focusRing', borderRadius: 'sm' },
          }}
        >
          <HStack gap="1" pl={`${depth * 18}px`} minH="28px" data-part="row">
            {expandable ? (
              <IconButton
                size="2xs"
                variant="ghost"
                tabIndex={-1}
                aria-label={open.has(n.id) ? t('collapse') : t('expand')}
                onClick={() => void toggleOpen(n)}
              >
                {open.has(n.id) ? '▾' : '▸'}
              </IconButton>
            ) : (
              <Box w="24px" />
            )}
            <chakra.label display="inline-flex" alignItems="center" gap="2" cursor="pointer">
              <NativeCheck checked={checkedState} onChange={() => toggle(n)} />
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
    <Box
      role="tree"
      aria-label={props.label}
      aria-multiselectable={!single || undefined}
      maxH={props.maxH ?? '360px'}
      overflowY="auto"
      borderWidth="1px"
      borderRadius="sm"
      p="2"
      onKeyDown={onKeyDown}
    >
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
      tabIndex={-1}
      checked={checked === true}
      onChange={onChange}
      style={{ width: 16, height: 16, cursor: 'pointer', accentColor: 'var(--primary-500, #409EFF)' }}
    />
  );
}
