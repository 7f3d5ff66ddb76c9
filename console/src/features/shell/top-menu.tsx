import { chakra, HStack } from '@chakra-ui/react';
import { useMemo } from 'react';
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
import { menuQueries } from '@/lib/queries';
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

/** The sidebar's menu while a top menu is chosen: the subtree the server grants it. */
export function useTopMenuSubtree(topMenuId: string | null): MenuItem[] | undefined {
  const { data } = useQuery({ ...menuQueries.routes(topMenuId ?? ''), enabled: !!topMenuId });
  return useMemo(() => (topMenuId && data ? buildMenu(data, roles()) : undefined), [topMenuId, data]);
}

/**
 * The admin's horizontal top menu (BladeX's menu/top-menu): home, then the server's top menus.
 * Choosing one narrows the sidebar to routes?topMenuId= and opens its path, or its first page.
 */
export function TopMenu() {
  const { t } = useTranslation('shell');
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

  return (
    <HStack as="nav" aria-label={t('nav.topMenu')} gap="0" overflow="hidden" minW="0" flex="1" display={{ base: 'none', lg: 'flex' }} data-testid="top-menu">
      <chakra.button
        type="button"
        {...item}
        aria-current={current === null}
        onClick={() => {
          uiStore.set({ topMenuId: null });
          navigate(paths.home);
        }}
      >
        <Icon name="home" />
        {t('nav.home')}
      </chakra.button>
      {[...tops]
        .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
        .map((top) => (
          <chakra.button type="button" key={top.id} {...item} aria-current={current === top.id} onClick={() => void open(top)}>
            <Icon name={menuGlyph(top.source)} />
            {top.name}
          </chakra.button>
        ))}
    </HStack>
  );
}
