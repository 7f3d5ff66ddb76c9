import { useTranslation } from 'react-i18next';

/** 重试 beside a home part that failed to load: asks again. */
export function RetryButton({ retry }: { retry: () => unknown }) {
  const { t } = useTranslation('common');
  return (
    <button type="button" className="db-retry" onClick={() => void retry()}>
      {t('errors.retry')}
    </button>
  );
}
