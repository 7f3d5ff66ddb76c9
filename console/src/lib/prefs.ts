import { createStore } from './store';
import { storage } from './storage';
import { isThemeName, type ThemeName } from '@/theme/themes';
import { website } from './config';

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
    // A browser that has not chosen yet takes the deployment's defaults (config.json).
    language: lang === 'en' || lang === 'zh' ? lang : website.language,
    theme: isThemeName(theme) ? theme : website.theme,
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
