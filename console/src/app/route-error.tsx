import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { logError } from '@/lib/error-log';
import { isChunkLoadError, reportChunkError } from '@/lib/chunk-error';

/** The router's error element: a chunk failure asks to reload; anything else is logged. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  const chunk = isChunkLoadError(error);
  useEffect(() => {
    if (chunk) reportChunkError();
    else logError(error, 'route');
  }, [error, chunk]);
  // Plain markup (theme/plain.css): it must show when the chunks that carry Chakra are gone.
  return (
    <main className="pl-center">
      <h1 className="pl-h2">{chunk ? t('errors.appUpdatedTitle') : t('errors.boundary')}</h1>
      <p className="pl-text pl-muted">{chunk ? t('errors.appUpdated') : error instanceof Error ? error.message : ''}</p>
      <button type="button" className="pl-btn pl-btn-solid" onClick={() => location.reload()}>
        {t('errors.retry')}
      </button>
    </main>
  );
}
