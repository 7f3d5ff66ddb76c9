import { Box, chakra, Flex, HStack, Menu, Portal } from '@chakra-ui/react';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { menuGlyph } from '@/components/menu-icons';
import { blade } from '@/lib/blade';
import { currentRoles } from '@/lib/use-session';
import { useStore } from '@/lib/store';
import { uiStore } from '@/lib/ui-store';
import { buildMenu, leaves, type MenuItem } from '@/lib/menu';
import { menuLabel } from '@/lib/menu-label';
import { menuQueries } from '@/lib/shell-queries';
import { menuStore } from '@/lib/menu-store';
import { ensureMenu } from '@/lib/menu-loader';
import { paths } from '@/lib/paths';
import type { Stored, TopMenu as TopMenuRow } from '@/lib/api';

const item = {
  px: '3',
  h: '12',
  fontSize: 'sm',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  flexShrink: 0,
  borderBottom: '2px solid transparent',
  whiteSpace: 'nowrap',
  _hover: { opacity: 0.8 },
  '&[aria-current=true]': { borderColor: 'brand.solid', fontWeight: 'semibold' },
} as const;

const roles = () => currentRoles(blade.session.get());

/** What the sidebar draws: the menu, or that it is still loading, or that its load failed. */
export type SideMenu = { menu: MenuItem[]; loading: boolean; failed: boolean; retry: () => void };

/**
 * The sidebar's menu: the whole menu, or while a top menu is chosen the subtree the server grants
 * it (routes?topMenuId=). Until that subtree answers the sidebar shows it loading, not the whole
 * menu: pages of other top menus must not flash up, nor be clicked, under the chosen one.
 */
export function useSideMenu(topMenuId: string | null): SideMenu {
  const { menu, loaded, failed } = useStore(menuStore, (s) => s);
  const subtree = useQuery({ ...menuQueries.routes(topMenuId ?? ''), enabled: !!topMenuId });
  const built = useMemo(() => (subtree.data ? buildMenu(subtree.data, roles()) : []), [subtree.data]);
  if (!topMenuId) return { menu: menu ?? [], loading: !loaded && !failed, failed, retry: () => void ensureMenu().catch(() => undefined) };
  return { menu: built, loading: subtree.isPending, failed: subtree.isError, retry: () => void subtree.refetch() };
}

/** Room kept for the 更多 button when the top menus do not all fit. */
const MORE_WIDTH = 96;

/**
 * How many of the measured items fit the container: all when they do, else as many as fit beside
 * the 更多 button. A ResizeObserver on both answers on every change of width (window, sidebar,
 * language), reading sizes the browser has just laid out.
 */
function useFittingCount(count: number) {
  const boxRef = useRef<HTMLDivElement | null>(null);
  const measureRef = useRef<HTMLDivElement | null>(null);
  const [fit, setFit] = useState(count);
  useLayoutEffect(() => {
    const box = boxRef.current;
    const measure = measureRef.current;
    if (!box || !measure) return;
    const update = () => {
      const widths = [...measure.children].map((c) => c.getBoundingClientRect().width);
      const room = box.clientWidth;
      if (widths.reduce((a, b) => a + b, 0) <= room) return setFit(widths.length);
      let used = MORE_WIDTH;
      let n = 0;
      while (n < widths.length && used + widths[n]! <= room) used += widths[n++]!;
      setFit(n);
    };
    const observer = new ResizeObserver(update);
    observer.observe(box);
    observer.observe(measure);
    return () => observer.disconnect();
  }, [count]);
  return { boxRef, measureRef, fit: Math.min(fit, count) };
}

type TopEntry = { key: string; label: string; icon: string; current: boolean; onSelect: () => void };

/**
 * The admin's horizontal top menu (BladeX's menu/top-menu): home, then the server's top menus.
 * Choosing one narrows the sidebar to routes?topMenuId= and opens its path, or its first page.
 * Every top menu is reachable: those that do not fit the bar go into 更多 (a keyboard menu).
 */
export function TopMenu() {
  const { t, i18n } = useTranslation('shell');
  const navigate = useNavigate();
  const qc = useQueryClient();
  const current = useStore(uiStore, (s) => s.topMenuId);
  const { data: tops = [] } = useQuery(menuQueries.top());

  const open = async (top: Stored<TopMenuRow>) => {
    uiStore.set({ topMenuId: top.id });
    const subtree = buildMenu(await qc.fetchQuery(menuQueries.routes(top.id)), roles());
    const first = leaves(subtree).find((i) => i.kind === 'page');
    const to = top.path && top.path !== '/' ? top.path : first?.to;
    if (to) navigate(to);
  };
  const entries: TopEntry[] = [
    {
      key: 'home',
      label: t('nav.home'),
      icon: 'home',
      current: current === null,
      onSelect: () => (uiStore.set({ topMenuId: null }), navigate(paths.home)),
    },
    ...[...tops]
      .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
      .map((top) => ({
        key: top.id,
        // The server names top menus in Chinese; in English the console's name for its code.
        label: menuLabel({ code: top.code ?? '', name: top.name ?? '', kind: 'area' }, i18n.language),
        icon: menuGlyph(top.source),
        current: current === top.id,
        onSelect: () => void open(top),
      })),
  ];
  const { boxRef, measureRef, fit } = useFittingCount(entries.length);
  const rest = entries.slice(fit);

  return (
    <Box ref={boxRef} position="relative" overflow="hidden" minW="0" flex="1" display={{ base: 'none', lg: 'block' }}>
      {/* The same items, unseen, measured for the fit (visibility hidden: no focus, no screen reader). */}
      <Flex ref={measureRef} position="absolute" top="0" left="0" visibility="hidden" pointerEvents="none" aria-hidden>
        {entries.map((e) => (
          <chakra.span key={e.key} {...item}>
            <Icon name={e.icon} />
            {e.label}
          </chakra.span>
        ))}
      </Flex>
      <HStack as="nav" aria-label={t('nav.topMenu')} gap="0" data-testid="top-menu">
        {entries.slice(0, fit).map((e) => (
          <chakra.button type="button" key={e.key} {...item} aria-current={e.current} onClick={e.onSelect}>
            <Icon name={e.icon} />
            {e.label}
          </chakra.button>
        ))}
        {rest.length > 0 && <MoreMenu entries={rest} label={t('nav.more')} />}
      </HStack>
    </Box>
  );
}

/** 更多: the top menus the bar has no room for, as a menu (arrow keys, Enter, Esc). */
function MoreMenu({ entries, label }: { entries: TopEntry[]; label: string }) {
  return (
    <Menu.Root lazyMount unmountOnExit onSelect={(d) => entries.find((e) => e.key === d.value)?.onSelect()}>
      <Menu.Trigger asChild>
        <chakra.button type="button" {...item} aria-current={entries.some((e) => e.current)} data-testid="top-menu-more">
          {label}
          <Icon name="chevronDown" />
        </chakra.button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content data-testid="top-menu-more-list">
            {entries.map((e) => (
              <Menu.Item key={e.key} value={e.key} fontWeight={e.current ? 'semibold' : undefined}>
                <Icon name={e.icon} />
                {e.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
