import { useTranslation } from 'react-i18next';
import { useStore } from '@/lib/store';
import { reloadForUpdate, updatePrompt } from '@/lib/chunk-error';

/**
 * "应用更新": no close button, no escape; its only action reloads. Plain markup (theme/plain.css)
 * rather than a Dialog so it is in the first chunk (it must work when later chunks are gone).
 */
export function UpdatePrompt() {
  const { t } = useTranslation('common');
  const open = useStore(updatePrompt, (s) => s.open);
  if (!open) return null;
  return (
    <div className="pl-overlay">
      <div role="alertdialog" aria-modal="true" aria-labelledby="update-title" className="pl-dialog">
        <h2 id="update-title" className="pl-h2">
          {t('errors.appUpdatedTitle')}
        </h2>
        <p className="pl-text pl-gap">{t('errors.appUpdated')}</p>
        <button type="button" className="pl-btn pl-btn-solid" onClick={reloadForUpdate} autoFocus>
          {t('refresh')}
        </button>
      </div>
    </div>
  );
}
