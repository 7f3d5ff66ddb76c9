import { useTranslation } from 'react-i18next';
import { RadioMenu } from '@/components/radio-menu';
import { languages, setLanguage, type Language } from '@/i18n';

export function LanguageMenu() {
  const { t, i18n } = useTranslation(['shell', 'common']);
  return (
    <RadioMenu
      icon="globe"
      label={t('nav.language')}
      value={i18n.language}
      options={languages.map((l) => ({ value: l, label: t(`common:languages.${l}`), lang: l === 'zh' ? 'zh-CN' : 'en' }))}
      onChange={(v) => setLanguage(v as Language)}
    />
  );
}
