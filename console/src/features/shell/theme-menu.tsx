import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { prefs } from '@/lib/prefs';
import { useStore } from '@/lib/store';
import { applyTheme, themeNames, type ThemeName } from '@/theme/themes';

export function setTheme(name: ThemeName) {
  prefs.set({ theme: name });
  applyTheme(name, prefs.get().color);
}

/** The 10 themes of the spec, switched at the root. */
export function ThemeMenu() {
  const { t } = useTranslation();
  const current = useStore(prefs, (p) => p.theme);
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="sm" color="inherit" aria-label={t('nav.theme')} title={t('nav.theme')}>
          <Icon name="theme" />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.RadioItemGroup value={current} onValueChange={(e) => setTheme(e.value as ThemeName)}>
              {themeNames.map((n) => (
                <Menu.RadioItem key={n} value={n}>
                  {t(`themes.${n}`)}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
