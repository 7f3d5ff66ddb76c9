import { Suspense, useEffect, useState } from 'react';
import { Box, Spinner, Text } from '@chakra-ui/react';
import { findResourceScreen, isResource, type ScreenEntry } from './registry';
import { mayCall } from '@dasha/sdk';
import { ResourceScreen } from '@/resources/resource-screen';
import { blade } from '@/lib/blade';
import { useSession } from '@/lib/use-session';
import { loadScreenTexts, useTexts } from '@/resources/texts';

/**
 * The shell mounts this on every menu leaf route: it finds the registry entry of the menu path
 * and renders it with the generic screen (or the entry's own component).
 */
export default function ResourceRoute({ menuPath }: { menuPath: string }) {
  const found = findResourceScreen(menuPath);
  // The loaded entry is kept with the path it belongs to. A kept-alive tab re-runs its effects each
  // time it is shown again (React's Activity): clearing the entry there unmounted the screen and lost
  // every typed value, selection and expanded row, so only another path loads anew.
  const [loaded, setLoaded] = useState<{ path: string; entry: ScreenEntry | null } | undefined>(undefined);
  const userInfo = useSession()?.userInfo;
  const path = found?.menuPath ?? '';
  const entry = loaded?.path === path ? loaded.entry : undefined;
  useEffect(() => {
    if (loaded?.path === path) return;
    let live = true;
    if (!found) setLoaded({ path, entry: null });
    // The screen's texts come in with its entry: a screen that suspended on them would be shown
    // only after React's 300 ms throttle of a revealed Suspense boundary.
    else
      void found.load().then(async (e) => {
        if (e && isResource(e)) await loadScreenTexts(e.texts).catch(() => undefined);
        if (live) setLoaded({ path, entry: e ?? null });
      });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path]);
  if (entry === undefined) return <Loading />;
  // A list BladeX keeps for administrators (@PreAuth) answers others 401, which signs them out, and
  // a platform table is the platform administrator's alone: a role granted such a menu all the
  // same is told so, and the list is never asked.
  const listOperation = entry && isResource(entry) ? blade.anyResource(entry.path).operation('list') : undefined;
  if (listOperation && !mayCall({ roleName: userInfo?.role_name, tenantId: userInfo?.tenant_id }, listOperation)) return <NoAccess />;
  const screen =
    entry === null ? <NotConfigured /> : isResource(entry) ? <ResourceScreen key={entry.menuPath} def={entry} /> : <entry.component />;
  // A screen renders once its area's texts are loaded (react-i18next suspends it until then).
  return <Suspense fallback={<Loading />}>{screen}</Suspense>;
}

const Loading = () => (
  <Box p="6">
    <Spinner />
  </Box>
);

function NoAccess() {
  const t = useTexts();
  return (
    <Text p="6" color="fg.muted" data-testid="resource-no-access">
      {t('resources:noAccess')}
    </Text>
  );
}

function NotConfigured() {
  const t = useTexts();
  return (
    <Text p="6" color="fg.muted" data-testid="resource-not-found">
      {t('resources:notFound')}
    </Text>
  );
}
