import { chakra, HStack } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useStore } from '@/lib/store';
import { uiStore } from '@/lib/ui-store';
import { menuStore } from '@/lib/menu-store';
import { menuLabel } from '@/lib/menu-label';
import { paths } from '@/lib/paths';

const item = {
  px: '3',
  h: '12',
  fontSize: 'sm',
  borderBottom: '2px solid transparent',
  whiteSpace: 'nowrap',
  _hover: { opacity: 0.8 },
  '&[aria-current=true]': { borderColor: 'brand.solid', fontWeight: 'semibold' },
} as const;

/** The admin's horizontal top menu: home, then the areas (choosing one narrows the sidebar). */
export function TopMenu() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const menu = useStore(menuStore, (s) => s.menu) ?? [];
  const area = useStore(uiStore, (s) => s.topArea);
  return (
    <HStack as="nav" aria-label={t('nav.topMenu')} gap="0" overflowX="auto" minW="0" flex="1" display={{ base: 'none', lg: 'flex' }}>
      <chakra.button
        type="button"
        {...item}
        aria-current={area === null}
        onClick={() => {
          uiStore.set({ topArea: null });
          navigate(paths.home);
        }}
      >
        {t('nav.home')}
      </chakra.button>
      {menu
        .filter((m) => m.kind === 'area')
        .slice(0, 6)
        .map((m) => (
          <chakra.button type="button" key={m.id} {...item} aria-current={area === m.id} onClick={() => uiStore.set({ topArea: m.id })}>
            {menuLabel(m, t, i18n.language)}
          </chakra.button>
        ))}
    </HStack>
  );
}
