import { Activity, Suspense, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Box, Spinner } from '@chakra-ui/react';
import { UNSAFE_LocationContext, useLocation, useOutlet, type Location } from 'react-router';
import { useStore } from '@/lib/store';
import { tabsStore } from '@/lib/tabs-store';

type Cached = { node: ReactNode; location: Location };

/**
 * Keeps every open tab's page mounted (React's Activity): switching tabs keeps filters, page,
 * typed values and scroll exactly as left. Each cached page sees its own frozen location, so a
 * hidden page never reads another tab's query string. Closed tabs are dropped from the cache.
 */
export function KeepAliveOutlet({ scrollRef, cacheKey }: { scrollRef: RefObject<HTMLElement | null>; cacheKey: (l: Location) => string | null }) {
  const outlet = useOutlet();
  const location = useLocation();
  const tabs = useStore(tabsStore, (s) => s.tabs);
  const cache = useRef(new Map<string, Cached>());
  const scroll = useRef(new Map<string, number>());
  const key = cacheKey(location) ?? `untabbed:${location.pathname}${location.search}`;

  cache.current.set(key, { node: outlet, location });
  const open = new Set(tabs.map((t) => t.value));
  for (const k of cache.current.keys()) if (k !== key && !open.has(k)) cache.current.delete(k);

  // Scroll positions are recorded per page as the user scrolls and restored when a page is shown.
  // The offset is written only when it differs from the last one seen: a write forces a layout of
  // the page being mounted before its first frame (issue 16), and most pages open at the top.
  const offset = useRef(0);
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const target = scroll.current.get(key) ?? 0;
    if (target !== offset.current) el.scrollTop = offset.current = target;
    const onScroll = () => {
      offset.current = el.scrollTop;
      scroll.current.set(key, el.scrollTop);
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, [key, scrollRef]);

  return (
    <>
      {[...cache.current.entries()].map(([k, c]) => (
        <Activity key={k} mode={k === key ? 'visible' : 'hidden'} name={k}>
          <UNSAFE_LocationContext.Provider value={{ location: c.location, navigationType: 'POP' as never }}>
            <Box data-page={k} h="full">
              {/* A page whose texts are still loading (its namespace: react-i18next suspends) shows a spinner, never keys. */}
              <Suspense fallback={<Spinner m="6" />}>{c.node}</Suspense>
            </Box>
          </UNSAFE_LocationContext.Provider>
        </Activity>
      ))}
    </>
  );
}
