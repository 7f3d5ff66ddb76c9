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
export function KeepAliveOutlet({
  scrollRef,
  cacheKey,
}: {
  scrollRef: RefObject<HTMLElement | null>;
  cacheKey: (l: Location) => string | null;
}) {
  const outlet = useOutlet();
  const location = useLocation();
  const tabs = useStore(tabsStore, (s) => s.tabs);
  const cache = useRef(new Map<string, Cached>());
  const key = cacheKey(location) ?? `untabbed:${location.pathname}${location.search}`;

  cache.current.set(key, { node: outlet, location });
  const open = new Set(tabs.map((t) => t.value));
  for (const k of cache.current.keys()) if (k !== key && !open.has(k)) cache.current.delete(k);

  useScrollMemory(scrollRef, key, cache.current);
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

type Offsets = Map<Element, [number, number]>;

/**
 * Remembers the scroll of the content area and of every scrolled element inside a page (the
 * table's window, a tree, a dialog body...), per page, and puts it back when the page is shown:
 * a hidden Activity is display:none, which resets its elements' scroll to 0. Scroll events do
 * not bubble, so one capturing listener sees them all. Nothing is read or written for a page that
 * was never scrolled (no forced layout before a new page's first frame).
 */
function useScrollMemory(scrollRef: RefObject<HTMLElement | null>, key: string, live: Map<string, unknown>) {
  const pages = useRef(new Map<string, Offsets>());
  const shown = useRef(key);
  shown.current = key;
  // The content area's offset as last seen by the listener: known without reading it (a layout).
  const mainTop = useRef(0);
  useLayoutEffect(() => {
    // On the document: the content area's ref is not set yet when the outlet first mounts.
    const onScroll = (e: Event) => {
      const main = scrollRef.current;
      const el = e.target instanceof Element ? e.target : null;
      if (!el || !main?.contains(el)) return;
      if (el === main) mainTop.current = el.scrollTop;
      const page = el === main ? shown.current : el.closest('[data-page]')?.getAttribute('data-page');
      if (!page) return;
      const offsets = pages.current.get(page) ?? new Map<Element, [number, number]>();
      offsets.set(el, [el.scrollTop, el.scrollLeft]);
      pages.current.set(page, offsets);
    };
    document.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => document.removeEventListener('scroll', onScroll, { capture: true });
  }, [scrollRef]);
  // Runs after the commit that made the page visible again, before the browser paints it.
  const last = useRef<string | null>(null);
  useLayoutEffect(() => {
    const main = scrollRef.current;
    if (!main || last.current === key) return;
    const first = last.current === null;
    last.current = key;
    // A closed tab's page is gone: drop its elements too (detached nodes would stay in memory).
    for (const page of pages.current.keys()) if (!live.has(page)) pages.current.delete(page);
    const offsets = pages.current.get(key);
    // The content area is shared: a page never scrolled opens at the top (unless it is the first).
    if (!offsets?.has(main) && !first && mainTop.current) main.scrollTop = 0;
    for (const [el, [top, left]] of offsets ?? []) {
      if (!el.isConnected) offsets?.delete(el);
      else {
        if (el.scrollTop !== top) el.scrollTop = top;
        if (el.scrollLeft !== left) el.scrollLeft = left;
      }
    }
  }, [key, scrollRef, live]);
}
