import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Box, Center, Flex, Heading, Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ChakraRoot } from '@/theme/chakra-root';
import { queryClient } from '@/lib/query-client';
import { useStore } from '@/lib/store';
import { prefs } from '@/lib/prefs';
import { uiStore } from '@/lib/ui-store';
import { menuStore } from '@/lib/menu-store';
import { isAdminRole } from '@/lib/session';
import { isMobileLayout } from '@/lib/screen';
import { useScreenClass } from '@/lib/use-screen';
import { useSession } from '@/lib/use-session';
import { Sidebar } from '@/features/shell/sidebar';
import { TopBar } from '@/features/shell/top-bar';
import { useSideMenu } from '@/features/shell/top-menu';
import { MenuSearch } from '@/features/shell/menu-search';
import { ShortcutsHelp } from '@/features/shell/shortcuts-help';
import { useSearchHotkey } from '@/features/shell/use-search-hotkey';
import { useBrands } from '@/features/shell/brand-switcher';
import { OfflineBanner } from '@/features/shell/offline-banner';
import { TabStrip } from '@/features/tabs/tab-strip';
import { KeepAliveOutlet } from '@/features/tabs/keep-alive';
import { useTabSync } from './use-tab-sync';
import { ProgressBar } from './progress-bar';
import { useMenuTitles } from './menu-titles';
import type { MenuItem } from '@/lib/menu';
import { whenSettled } from '@/lib/idle';

const closeMobileMenu = () => uiStore.set({ mobileMenuOpen: false });
/** Opening a sidebar area says what comes next: its screens' chunks and texts are fetched at once. */
const prefetchArea = (area: MenuItem) =>
  void import('@/screens/start-screen').then((m) => m.prefetchMenuScreens(area.children)).catch(() => undefined);

/** The signed-in shell: sidebar, top bar, tab strip, kept-alive pages, menu search (spec §2). */
export function ShellLayout() {
  // A session that ends (lib/session.ts) takes the shell down at once, not when /login's chunk has
  // loaded: no tab, menu or query of the ended session runs on in between.
  const signedIn = useSession() !== null;
  const filled = useFilledBeforePaint();
  return signedIn && filled ? (
    <ChakraRoot>
      <QueryClientProvider client={queryClient}>
        <Shell />
      </QueryClientProvider>
    </ChakraRoot>
  ) : null;
}

/**
 * False on the route's own render, true right after its commit. The route renders in a transition,
 * which yields to the network: the menu arriving meanwhile (a store the shell reads) made React
 * throw the half-drawn shell away and draw it all again. Mounted empty, the shell is then drawn by
 * an update from a layout effect, which React renders in one uninterrupted pass before the paint.
 */
function useFilledBeforePaint() {
  const [filled, setFilled] = useState(false);
  useLayoutEffect(() => setFilled(true), []);
  return filled;
}

function Shell() {
  const { t } = useTranslation('common');
  const session = useSession();
  const admin = isAdminRole(session?.userInfo.role_name);
  const screen = useScreenClass();
  const collapsedPref = useStore(prefs, (p) => p.collapsed);
  const mobileOpen = useStore(uiStore, (s) => s.mobileMenuOpen);
  const topMenuId = useStore(uiStore, (s) => s.topMenuId);
  const contentVisible = useStore(uiStore, (s) => s.contentVisible);
  const scrollRef = useRef<HTMLElement | null>(null);
  const mobile = isMobileLayout(navigator.userAgent, location.hash);
  // The page's tab (with its route's meta) is also its keep-alive key: a titled page outside the menu
  // (/info/index) stays cached like a menu page; an address with no tab (404) is not kept.
  const tab = useTabSync();
  useMenuTitles();
  useSearchHotkey();
  const menuLoaded = useStore(menuStore, (s) => s.loaded);
  // Once the menu is in, the browser idle and the page on screen has its answers: its first areas'
  // chunks and texts (fetched sooner, they competed with the first list's own).
  useEffect(() => {
    if (!menuLoaded) return;
    whenSettled(
      () => void import('@/screens/start-screen').then((m) => m.prefetchMenuScreens(menuStore.get().menu ?? [])).catch(() => undefined),
      () => queryClient.isFetching() > 0,
    );
  }, [menuLoaded]);
  // Non-admins see the content only once their brands are loaded (spec §2).
  const brands = useBrands(!admin);
  const brandsReady = admin || !brands.isLoading;

  const small = screen === 0 || mobile;
  const collapsed = small ? !mobileOpen : collapsedPref;
  const toggle = useCallback(
    () => (small ? uiStore.set({ mobileMenuOpen: !mobileOpen }) : prefs.set({ collapsed: !collapsedPref })),
    [small, mobileOpen, collapsedPref],
  );
  // Kept while their inputs stay: the menu arriving right after the first paint re-renders this
  // component (the sidebar and the tab read it); the top bar, the tab strip and the overlays read
  // what they need themselves and are not drawn again for it.
  const compact = screen < 2;
  const topBar = useMemo(
    () => <TopBar admin={admin} collapsed={collapsed} onToggle={toggle} compact={compact} />,
    [admin, collapsed, toggle, compact],
  );
  const tabStrip = useMemo(() => <TabStrip />, []);
  const overlays = useMemo(
    () => (
      <>
        <MenuSearch />
        <ShortcutsHelp />
        <ConfirmDialog />
        <ProgressBar />
      </>
    ),
    [],
  );
  const sideMenu = useSideMenu(topMenuId);
  const sidebarWidth = collapsed ? (small ? '0' : '16') : '56';

  return (
    <Flex h="100vh" overflow="hidden" data-screen={screen} data-layout={mobile ? 'mobile' : 'desktop'}>
      <Flex
        direction="column"
        w={sidebarWidth}
        bg="shell.sidebarBg"
        color="shell.sidebarFg"
        flexShrink={0}
        transition="width 0.2s"
        overflow="hidden"
        position={small ? 'fixed' : 'relative'}
        zIndex={small ? 'overlay' : undefined}
        h="full"
        data-testid="sidebar"
      >
        <Center h="12" bg="shell.logoBg" flexShrink={0} px="2">
          <Heading as="p" size="sm" color="shell.sidebarFg" truncate>
            {collapsed ? t('title').slice(0, 2) : t('title')}
          </Heading>
        </Center>
        <Sidebar
          side={sideMenu}
          collapsed={collapsed && !small}
          onNavigate={small ? closeMobileMenu : undefined}
          onOpenArea={prefetchArea}
        />
      </Flex>
      {small && mobileOpen && (
        <Box position="fixed" inset="0" bg="blackAlpha.500" zIndex="docked" onClick={() => uiStore.set({ mobileMenuOpen: false })} />
      )}
      <Flex direction="column" flex="1" minW="0">
        {topBar}
        {!mobile && tabStrip}
        <OfflineBanner />
        <Box
          as="main"
          ref={scrollRef}
          tabIndex={0}
          flex="1"
          overflowY="auto"
          bg="shell.pageBg"
          p={{ base: '2', sm: '4' }}
          data-testid="content"
        >
          {brandsReady && contentVisible ? (
            <KeepAliveOutlet scrollRef={scrollRef} cacheKey={() => tab?.value ?? null} />
          ) : (
            <Center h="40">
              <Spinner color="brand.solid" aria-label={t('loading')} />
            </Center>
          )}
        </Box>
      </Flex>
      {overlays}
    </Flex>
  );
}
