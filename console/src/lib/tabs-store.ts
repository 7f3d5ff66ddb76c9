import { createStore } from './store';
import { storage } from './storage';
import { paths } from './paths';

/** An open page: `value` is the full path (with query) and is the tab's key. */
export type Tab = { value: string; label: string; i18n?: string };

export const homeTab: Tab = { value: paths.home, label: '首页', i18n: 'shell:nav.home' };

type TabsState = { tabs: Tab[]; active: string };

export const tabsStore = createStore<TabsState>(
  { tabs: storage.get<Tab[]>('tagList') ?? [homeTab], active: storage.get<string>('tag') ?? paths.home },
  (v) => {
    storage.set('tagList', v.tabs);
    storage.set('tag', v.active);
  },
);

/** Adds (or updates the label of) a tab and makes it active. The home tab always stays first. */
export function openTab(tab: Tab) {
  tabsStore.set((s) => {
    const tabs = s.tabs.length ? [...s.tabs] : [homeTab];
    const i = tabs.findIndex((t) => t.value === tab.value);
    if (i === -1) tabs.push(tab);
    else tabs[i] = { ...tabs[i]!, ...tab };
    return { tabs, active: tab.value };
  });
}

/** Tabs are closable when more than one is open; the first closes only when it is alone. */
export function isClosable(tabs: Tab[], index: number): boolean {
  if (tabs.length > 1) return index !== 0;
  // Alone, the first tab closes only when it is not home (closing it then reopens home).
  return index === 0 && tabs[0]?.value !== homeTab.value;
}

/** Closes a tab; answers the value to navigate to when the active tab was closed. */
export function closeTab(value: string): string | null {
  const { tabs, active } = tabsStore.get();
  const i = tabs.findIndex((t) => t.value === value);
  if (i === -1 || !isClosable(tabs, i)) return null;
  const rest = tabs.filter((t) => t.value !== value);
  const next = active === value ? (rest[i - 1] ?? rest[0] ?? homeTab).value : active;
  tabsStore.set({ tabs: rest.length ? rest : [homeTab], active: next });
  return active === value ? next : null;
}

export function closeOtherTabs(keep: string) {
  const { tabs } = tabsStore.get();
  const first = tabs[0] ?? homeTab;
  const kept = tabs.filter((t, i) => i === 0 || t.value === keep);
  tabsStore.set({ tabs: kept.length ? kept : [first], active: keep });
}

export function closeAllTabs() {
  tabsStore.set({ tabs: [homeTab], active: homeTab.value });
}

export function clearTabs() {
  tabsStore.set({ tabs: [homeTab], active: homeTab.value });
}
