import { Box, Flex, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ToolButton } from '@/components/tool-button';
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
export function TopBar({
  admin,
  collapsed,
  onToggle,
  compact,
}: {
  admin: boolean;
  collapsed: boolean;
  onToggle: () => void;
  compact: boolean;
}) {
  const { t } = useTranslation('shell');
  return (
    <Flex
      as="header"
      h="12"
      align="center"
      gap="1"
      px="2"
      bg="shell.headerBg"
      color="shell.headerFg"
      borderBottomWidth="1px"
      flexShrink={0}
    >
      <ToolButton icon="fold" label={collapsed ? t('nav.expand') : t('nav.collapse')} onClick={onToggle} />
      {admin ? <TopMenu /> : <Box flex="1" />}
      <HStack gap="0.5" flexShrink={0}>
        {admin ? (
          <>
            <ToolButton icon="search" label={t('nav.menuSearch')} onClick={() => uiStore.set({ searchOpen: true })} />
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
