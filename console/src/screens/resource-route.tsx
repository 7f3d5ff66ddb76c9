import { useEffect, useState } from 'react';
import { Box, Spinner, Text } from '@chakra-ui/react';
import { prefs } from '@/lib/prefs';
import { useStore } from '@/lib/store';
import { findResourceScreen, isResource, type ScreenEntry } from './registry';
import { ResourceScreen } from '@/resources/resource-screen';
import { ui } from '@/resources/messages';

/**
 * The shell mounts this on every menu leaf route: it finds the registry entry of the menu path
 * and renders it with the generic screen (or the entry's own component).
 */
export default function ResourceRoute({ menuPath }: { menuPath: string }) {
  const lang = useStore(prefs, (p) => p.language);
  const found = findResourceScreen(menuPath);
  const [entry, setEntry] = useState<ScreenEntry | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    setEntry(undefined);
    if (!found) setEntry(null);
    else void found.load().then((e) => live && setEntry(e ?? null));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [found?.menuPath]);
  if (entry === undefined) return <Box p="6"><Spinner /></Box>;
  if (entry === null) return <Text p="6" color="fg.muted" data-testid="resource-not-found">{ui.notFound[lang]}</Text>;
  if (isResource(entry)) return <ResourceScreen key={entry.menuPath} def={entry} />;
  const Component = entry.component;
  return <Component />;
}
