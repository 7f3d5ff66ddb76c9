import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { languages, setLanguage, type Language } from '@/i18n';

export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton variant="ghost" size="sm" color="inherit" aria-label={t('nav.language')} title={t('nav.language')}>
          <Icon name="globe" />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.RadioItemGroup value={i18n.language} onValueChange={(e) => setLanguage(e.value as Language)}>
              {languages.map((l) => (
                <Menu.RadioItem key={l} value={l} lang={l === 'zh' ? 'zh-CN' : 'en'}>
                  {t(`languages.${l}`)}
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
