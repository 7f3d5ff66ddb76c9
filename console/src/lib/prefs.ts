import { createStore } from './store';
import { storage } from './storage';
import { isThemeName, type ThemeName } from '@/theme/themes';
import { website } from './config';

export type Prefs = {
  language: 'zh' | 'en';
  /** The theme shown: the one the user picked, else the system's (dark) or the deployment's. */
  theme: ThemeName;
  /** Whether the user picked the theme: until then it follows the system's light or dark. */
  themeChosen: boolean;
  /** A custom primary colour from the colour picker, or null for the theme's own. */
  color: string | null;
  collapsed: boolean;
};

const DARK = '(prefers-color-scheme: dark)';
const systemDark = () => typeof matchMedia === 'function' && matchMedia(DARK).matches;
/** The theme of a browser that has not picked one: the dark theme on a dark system, else the deployment's (config.json). */
const systemTheme = (): ThemeName => (systemDark() ? 'dark' : website.theme);

function load(): Prefs {
  const lang = storage.get<string>('language');
  const theme = storage.get<string>('themeName');
  return {
    // A browser that has not chosen yet takes the deployment's defaults (config.json).
    language: lang === 'en' || lang === 'zh' ? lang : website.language,
    theme: isThemeName(theme) ? theme : systemTheme(),
    themeChosen: isThemeName(theme),
    color: storage.get<string>('colorName') ?? null,
    collapsed: storage.get<boolean>('isCollapse') ?? false,
  };
}

/** Language, theme, colour and sidebar state, kept in local storage under the stock keys. */
export const prefs = createStore<Prefs>(load(), (p) => {
  storage.set('language', p.language);
  // Only a picked theme is kept: an unpicked one keeps following the system.
  if (p.themeChosen) storage.set('themeName', p.theme);
  else storage.remove('themeName');
  if (p.color) storage.set('colorName', p.color);
  else storage.remove('colorName');
  storage.set('isCollapse', p.collapsed);
});

/** Calls `apply` with the system's theme whenever the system turns light or dark, while the user has not picked one. */
export function followSystemTheme(apply: (theme: ThemeName) => void) {
  if (typeof matchMedia !== 'function') return;
  matchMedia(DARK).addEventListener('change', () => {
    if (prefs.get().themeChosen) return;
    prefs.set({ theme: systemTheme() });
    apply(prefs.get().theme);
  });
}
