import { createStore } from './store';
import { storage } from './storage';
import { isThemeName, type ThemeName } from '@/theme/themes';

export type Prefs = {
  language: 'zh' | 'en';
  theme: ThemeName;
  /** A custom primary colour from the colour picker, or null for the theme's own. */
  color: string | null;
  collapsed: boolean;
};

function load(): Prefs {
  const lang = storage.get<string>('language');
  const theme = storage.get<string>('themeName');
  return {
    language: lang === 'en' ? 'en' : 'zh',
    theme: isThemeName(theme) ? theme : 'default',
    color: storage.get<string>('colorName') ?? null,
    collapsed: storage.get<boolean>('isCollapse') ?? false,
  };
}

/** Language, theme, colour and sidebar state, kept in local storage under the stock keys. */
export const prefs = createStore<Prefs>(load(), (p) => {
  storage.set('language', p.language);
  storage.set('themeName', p.theme);
  if (p.color) storage.set('colorName', p.color);
  else storage.remove('colorName');
  storage.set('isCollapse', p.collapsed);
});
