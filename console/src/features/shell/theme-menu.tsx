import { useTranslation } from 'react-i18next';
import { RadioMenu } from '@/components/radio-menu';
import { prefs } from '@/lib/prefs';
import { useStore } from '@/lib/store';
import { applyTheme, themeNames, type ThemeName } from '@/theme/themes';

export function setTheme(name: ThemeName) {
  prefs.set({ theme: name, themeChosen: true });
  applyTheme(name, prefs.get().color);
}

/** The 10 themes of the spec, switched at the root. */
export function ThemeMenu() {
  const { t } = useTranslation('shell');
  const current = useStore(prefs, (p) => p.theme);
  return (
    <RadioMenu
      icon="theme"
      label={t('nav.theme')}
      value={current}
      options={themeNames.map((n) => ({ value: n, label: t(`themes.${n}`) }))}
      onChange={(v) => setTheme(v as ThemeName)}
    />
  );
}
