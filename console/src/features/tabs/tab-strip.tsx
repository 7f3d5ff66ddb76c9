import { useState } from 'react';
import { Box, chakra, Flex, IconButton, Menu, Portal } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { useStore } from '@/lib/store';
import { isClosable, tabsStore, type Tab } from '@/lib/tabs-store';
import { closeAndFollow, runTabAction, type TabAction } from './tab-actions';
import { tabTarget } from '@/lib/tab-target';
import { tabLabel } from '@/lib/tab-label';
import { menuStore } from '@/lib/menu-store';
import { menuTitles } from '@/lib/menu-label';

const actions: TabAction[] = ['clearCache', 'closeOthers', 'closeAll', 'search'];

function ActionItems() {
  const { t } = useTranslation('shell');
  return (
    <>
      {actions.map((a) => (
        <Menu.Item key={a} value={a}>
          {t(`tabs.${a}`)}
        </Menu.Item>
      ))}
    </>
  );
}

/** The strip of open pages: closable tabs, a context menu and a dropdown of actions. */
export function TabStrip() {
  const { t, i18n } = useTranslation('shell');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { tabs, active } = useStore(tabsStore, (s) => s);
  const [contextTab, setContextTab] = useState<string>(active);
  const run = (a: string, value: string) => void runTabAction(a as TabAction, value, { t, navigate, queryClient });
  const menu = useStore(menuStore, (s) => s.menu) ?? [];
  useStore(menuTitles, (s) => s.keys); // English titles arriving relabel the tabs
  const label = (tab: Tab) => tabLabel(tab, menu, i18n.language);

  return (
    <Flex align="stretch" bg="shell.tabsBg" borderBottomWidth="1px" h="10" flexShrink={0}>
      <Menu.Root lazyMount unmountOnExit onSelect={(e) => run(e.value, contextTab)}>
        <Menu.ContextTrigger asChild>
          <Box flex="1" minW="0" overflowX="auto">
            <chakra.ul
              aria-label={t('tabs.label')}
              display="flex"
              listStyleType="none"
              m="0"
              p="0"
              h="full"
              gap="1"
              px="2"
              alignItems="center"
            >
              {tabs.map((tab, i) => {
                const isActive = tab.value === active;
                return (
                  <chakra.li key={tab.value} display="flex" onContextMenu={() => setContextTab(tab.value)}>
                    <Flex
                      align="center"
                      gap="1"
                      h="7"
                      ps="3"
                      pe={isClosable(tabs, i) ? '1' : '3'}
                      fontSize="xs"
                      rounded="l2"
                      borderWidth="1px"
                      whiteSpace="nowrap"
                      bg={isActive ? 'brand.solid' : 'transparent'}
                      color={isActive ? 'brand.contrast' : 'fg'}
                      borderColor={isActive ? 'brand.solid' : 'border'}
                    >
                      <chakra.button
                        type="button"
                        aria-current={isActive ? 'page' : undefined}
                        data-tab={tab.value}
                        onClick={() => navigate(tabTarget(tab.value, tab.label))}
                      >
                        {label(tab)}
                      </chakra.button>
                      {isClosable(tabs, i) && (
                        <chakra.button
                          type="button"
                          aria-label={t('tabs.close', { name: label(tab) })}
                          display="inline-flex"
                          rounded="full"
                          p="0.5"
                          _hover={{ bg: 'blackAlpha.300' }}
                          onClick={() => closeAndFollow(tab.value, navigate)}
                        >
                          <Icon name="close" fontSize="xs" />
                        </chakra.button>
                      )}
                    </Flex>
                  </chakra.li>
                );
              })}
            </chakra.ul>
          </Box>
        </Menu.ContextTrigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content data-testid="tab-context-menu">
              <ActionItems />
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <Menu.Root lazyMount unmountOnExit onSelect={(e) => run(e.value, active)} positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <IconButton variant="ghost" size="sm" h="full" rounded="0" borderLeftWidth="1px" aria-label={t('tabs.actions')}>
            <Icon name="chevronDown" />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content data-testid="tab-actions-menu">
              <ActionItems />
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </Flex>
  );
}
