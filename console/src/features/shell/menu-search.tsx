import { useState } from 'react';
import { Box, chakra, Dialog, Input, Portal, Text } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useStore } from '@/lib/store';
import { uiStore } from '@/lib/ui-store';
import { menuStore } from '@/lib/menu-store';
import { searchMenu, type MenuItem } from '@/lib/menu';
import { menuLabel, menuTitles } from '@/lib/menu-label';
import { useSinceFirstOpen } from '@/components/arm-on-approach';

/** The menu-search overlay: prefix match on names, case-insensitive (spec §2). */
export function MenuSearch() {
  const { t, i18n } = useTranslation('shell');
  const open = useStore(uiStore, (s) => s.searchOpen);
  const mounted = useSinceFirstOpen(open);
  const menu = useStore(menuStore, (s) => s.menu);
  useStore(menuTitles, (s) => s.keys); // English titles arriving re-run the search
  const [query, setQuery] = useState('');
  const navigate = useNavigate();
  // Not memoised: a prefix match over the menu's leaves is cheap, and the labels change with the titles.
  const results = open ? searchMenu(menu ?? [], query, (i) => menuLabel(i, i18n.language)) : [];
  const close = () => {
    uiStore.set({ searchOpen: false });
    setQuery('');
  };
  const go = (item: MenuItem) => {
    close();
    if (item.kind === 'external') window.open(item.to, '_blank', 'noopener');
    else navigate(item.to);
  };
  // The dialog's machine is made when it first opens, then kept.
  if (!mounted) return null;
  return (
    <Dialog.Root lazyMount unmountOnExit open={open} onOpenChange={(e) => !e.open && close()} placement="top" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="menu-search">
            <Dialog.Header>
              <Dialog.Title>{t('nav.menuSearch')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="4">
              <Input
                autoFocus
                value={query}
                aria-label={t('nav.menuSearch')}
                placeholder={t('nav.searchPlaceholder')}
                onChange={(e) => setQuery(e.target.value)}
                onKeyDown={(e) => e.key === 'Enter' && results[0] && go(results[0])}
              />
              <chakra.ul listStyleType="none" m="0" p="0" mt="3" maxH="60vh" overflowY="auto" aria-label={t('nav.menuSearch')}>
                {results.map((item) => (
                  <li key={item.id}>
                    <chakra.button
                      type="button"
                      w="full"
                      textAlign="start"
                      px="3"
                      py="2"
                      rounded="l2"
                      _hover={{ bg: 'bg.muted' }}
                      onClick={() => go(item)}
                    >
                      <Text fontWeight="medium">{menuLabel(item, i18n.language)}</Text>
                      <Text fontSize="xs" color="fg.muted">
                        {item.kind === 'page' ? item.to : item.source}
                      </Text>
                    </chakra.button>
                  </li>
                ))}
              </chakra.ul>
              {query && results.length === 0 && (
                <Box color="fg.muted" fontSize="sm" mt="3">
                  {t('nav.noMatch')}
                </Box>
              )}
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
