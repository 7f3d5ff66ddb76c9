import { beforeEach, describe, expect, it } from 'vitest';
import { closeAllTabs, closeOtherTabs, closeTab, homeTab, isClosable, openTab, tabsStore } from './tabs-store';

describe('tabs (spec §2)', () => {
  beforeEach(() => closeAllTabs());

  it('the home tab is alone and not closable; with more tabs all but the first are', () => {
    expect(isClosable(tabsStore.get().tabs, 0)).toBe(false);
    openTab({ value: '/system/param/index', label: '参数管理' });
    const { tabs } = tabsStore.get();
    expect(isClosable(tabs, 0)).toBe(false);
    expect(isClosable(tabs, 1)).toBe(true);
    expect(isClosable([{ value: '/x/index', label: 'x' }], 0)).toBe(true); // a lone first tab that is not home
  });
  it('opening an open page does not duplicate it; closing the active one moves to its left neighbour', () => {
    openTab({ value: '/a/index', label: 'A' });
    openTab({ value: '/b/index', label: 'B' });
    openTab({ value: '/a/index', label: 'A2' });
    expect(tabsStore.get().tabs.map((t) => t.label)).toEqual(['首页', 'A2', 'B']);
    openTab({ value: '/b/index', label: 'B' });
    expect(closeTab('/b/index')).toBe('/a/index');
    expect(closeTab(homeTab.value)).toBeNull();
  });
  it('close others keeps the first and the chosen; close all returns home', () => {
    ['/a/index', '/b/index', '/c/index'].forEach((v) => openTab({ value: v, label: v }));
    closeOtherTabs('/b/index');
    expect(tabsStore.get().tabs.map((t) => t.value)).toEqual([homeTab.value, '/b/index']);
    closeAllTabs();
    expect(tabsStore.get()).toEqual({ tabs: [homeTab], active: homeTab.value });
  });
});
