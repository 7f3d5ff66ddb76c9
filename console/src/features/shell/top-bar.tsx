import { Box, Flex, HStack, IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { uiStore } from '@/lib/ui-store';
import { TopMenu } from './top-menu';
import { ColorPicker } from './color-picker';
import { ErrorLogButton } from './error-log-button';
import { LockButton } from './lock-button';
import { ThemeMenu } from './theme-menu';
import { NoticesPopover } from './notices-popover';
import { LanguageMenu } from './language-menu';
import { FullscreenButton } from './fullscreen-button';
import { UserMenu } from './user-menu';
import { BrandSwitcher } from './brand-switcher';

/** Admins (role name contains admin) get the tools; other users get the brand switcher. */
export function TopBar({ admin, collapsed, onToggle, compact }: { admin: boolean; collapsed: boolean; onToggle: () => void; compact: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <Flex as="header" h="12" align="center" gap="1" px="2" bg="shell.headerBg" color="shell.headerFg" borderBottomWidth="1px" flexShrink={0}>
      <IconButton variant="ghost" size="sm" color="inherit" aria-label={collapsed ? t('nav.expand') : t('nav.collapse')} title={collapsed ? t('nav.expand') : t('nav.collapse')} onClick={onToggle}>
        <Icon name="fold" />
      </IconButton>
      {admin ? <TopMenu /> : <Box flex="1" />}
      <HStack gap="0.5" flexShrink={0}>
        {admin ? (
          <>
            <IconButton variant="ghost" size="sm" color="inherit" aria-label={t('nav.menuSearch')} title={t('nav.menuSearch')} onClick={() => uiStore.set({ searchOpen: true })}>
              <Icon name="search" />
            </IconButton>
            {!compact && <ColorPicker />}
            <ErrorLogButton />
            <LockButton />
            <ThemeMenu />
            {!compact && <NoticesPopover />}
            <LanguageMenu />
            {!compact && <FullscreenButton />}
          </>
        ) : (
          <>
            <BrandSwitcher />
            <LanguageMenu />
          </>
        )}
        <UserMenu />
      </HStack>
    </Flex>
  );
}
