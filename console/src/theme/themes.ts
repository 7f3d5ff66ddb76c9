import { colorCluster, inkHoverOf, inkOf, parseHex } from './color-cluster';

// The 10 themes of the spec as palettes of one shape; applyTheme writes them as CSS variables on
// the root element, which the semantic tokens read. A custom primary colour overrides only the
// primary scale.
export type ThemePalette = {
  primary: string;
  dark?: boolean;
  headerBg: string;
  headerFg: string;
  sidebarBg: string;
  sidebarFg: string;
  sidebarActiveBg: string;
  sidebarActiveFg: string;
  logoBg: string;
  pageBg: string;
  tabsBg: string;
};

export const themeNames = ['default', 'white', 'dark', 'smart', 'iview', 'vip', 'cool', 'd2', 'hey', 'lte'] as const;
export type ThemeName = (typeof themeNames)[number];
export const defaultPrimary = '#409EFF';

const base: ThemePalette = {
  primary: defaultPrimary,
  headerBg: '#ffffff',
  headerFg: '#303133',
  sidebarBg: '#20222a',
  sidebarFg: '#c0c4cc',
  sidebarActiveBg: '#409EFF',
  sidebarActiveFg: '#ffffff',
  logoBg: '#20222a',
  pageBg: '#f0f2f5',
  tabsBg: '#ffffff',
};

export const themes: Record<ThemeName, ThemePalette> = {
  default: base,
  white: { ...base, sidebarBg: '#ffffff', sidebarFg: '#303133', sidebarActiveBg: '#ecf5ff', sidebarActiveFg: '#1d6fc9', logoBg: '#ffffff' },
  dark: {
    ...base,
    dark: true,
    primary: '#4f9cf0',
    headerBg: '#1f1f1f',
    headerFg: '#e5e5e5',
    sidebarBg: '#141414',
    sidebarFg: '#bfbfbf',
    sidebarActiveBg: '#2b5d99',
    sidebarActiveFg: '#ffffff',
    logoBg: '#141414',
    pageBg: '#0a0a0a',
    tabsBg: '#1a1a1a',
  },
  smart: {
    ...base,
    primary: '#1f6fd6',
    headerBg: '#1f6fd6',
    headerFg: '#ffffff',
    sidebarBg: '#0f2a52',
    sidebarActiveBg: '#1f6fd6',
    logoBg: '#0d2347',
  },
  iview: { ...base, primary: '#2d8cf0', sidebarBg: '#515a6e', sidebarFg: '#e6e9ef', sidebarActiveBg: '#2d8cf0', logoBg: '#434a5a' },
  vip: {
    ...base,
    primary: '#b8860b',
    headerBg: '#2b2118',
    headerFg: '#f3d58f',
    sidebarBg: '#2b2118',
    sidebarFg: '#e8d3a5',
    sidebarActiveBg: '#8a6414',
    logoBg: '#21190f',
  },
  cool: {
    ...base,
    primary: '#0e8a7e',
    headerBg: '#0e8a7e',
    headerFg: '#ffffff',
    sidebarBg: '#0b3b3f',
    sidebarFg: '#cfe9e6',
    sidebarActiveBg: '#0e8a7e',
    logoBg: '#082c2f',
    pageBg: '#eef5f4',
  },
  d2: {
    ...base,
    primary: '#2f74d0',
    headerBg: '#ebf1f6',
    sidebarBg: '#ebf1f6',
    sidebarFg: '#2f3b4c',
    sidebarActiveBg: '#d4e3f5',
    sidebarActiveFg: '#1b4f91',
    logoBg: '#ebf1f6',
    pageBg: '#f6f9fc',
  },
  hey: {
    ...base,
    primary: '#c2416b',
    headerBg: '#ffffff',
    sidebarBg: '#3a1f2b',
    sidebarFg: '#f0d7e0',
    sidebarActiveBg: '#c2416b',
    logoBg: '#2e1822',
  },
  lte: {
    ...base,
    primary: '#3c8dbc',
    headerBg: '#3c8dbc',
    headerFg: '#ffffff',
    sidebarBg: '#222d32',
    sidebarFg: '#b8c7ce',
    sidebarActiveBg: '#1e282c',
    sidebarActiveFg: '#ffffff',
    logoBg: '#367fa9',
  },
};

/**
 * The primary colour's CSS variables: Saber's cluster (see color-cluster.ts) as `--primary-500` (the
 * colour, the first of the ten lighter shades), `--primary-light-1..9` and `--primary-dark-1`, plus the
 * ink white text sits on (`--primary-600`) and its hover (`--primary-700`).
 */
export function primaryScale(hex: string): Record<string, string> {
  const rgb = parseHex(hex) ?? parseHex(defaultPrimary)!;
  const { lighter, darker } = colorCluster(rgb);
  const ink = inkOf(rgb);
  const light = Object.fromEntries(lighter.slice(1).map((c, i) => [`light-${i + 1}`, c]));
  return { '500': lighter[0]!, ...light, 'dark-1': darker, '600': ink, '700': inkHoverOf(ink) };
}

export function isThemeName(v: unknown): v is ThemeName {
  return typeof v === 'string' && (themeNames as readonly string[]).includes(v);
}

/** Writes a theme (and an optional custom primary colour) onto the root element. */
export function applyTheme(name: ThemeName, customPrimary?: string | null, root = document.documentElement) {
  const p = themes[name];
  const scale = primaryScale(customPrimary || p.primary);
  for (const [k, val] of Object.entries(scale)) root.style.setProperty(`--primary-${k}`, val);
  const vars: Record<string, string> = {
    'shell-header-bg': p.headerBg,
    'shell-header-fg': p.headerFg,
    'shell-sidebar-bg': p.sidebarBg,
    'shell-sidebar-fg': p.sidebarFg,
    // White text on an active item sits on the darker shade, for contrast.
    'shell-sidebar-active-bg': p.sidebarActiveFg === '#ffffff' && !p.dark ? scale['600']! : p.sidebarActiveBg,
    'shell-sidebar-active-fg': p.sidebarActiveFg,
    'shell-logo-bg': p.logoBg,
    'shell-page-bg': p.pageBg,
    'shell-tabs-bg': p.tabsBg,
  };
  for (const [k, val] of Object.entries(vars)) root.style.setProperty(`--${k}`, val);
  root.dataset.theme = `theme-${name}`;
  root.classList.toggle('dark', !!p.dark);
  root.classList.toggle('light', !p.dark);
  root.style.colorScheme = p.dark ? 'dark' : 'light';
}
