import { useTranslation } from 'react-i18next';

/**
 * The splash of index.html drawn by React (its styles are index.html's): what the first route
 * shows while its loader and chunk load, so the page is never blank between the two.
 */
export function Splash() {
  const { t } = useTranslation('common');
  return (
    <div className="splash" role="status" aria-label={t('loading')} data-splash>
      <p className="splash-name">{t('title')}</p>
      <div className="splash-track" aria-hidden="true" />
    </div>
  );
}
