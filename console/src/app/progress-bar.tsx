import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/** Loads shorter than this never show the bar: a flash on every quick answer would only distract. */
export const PROGRESS_DELAY_MS = 150;

/**
 * The thin bar at the top of the window while a route (its loader, its lazy chunk) or data
 * (any query or mutation) is loading (spec §2: a progress bar, no spinner). Plain CSS in the
 * theme's colour (theme/plain.css), shown only once a load has lasted PROGRESS_DELAY_MS.
 */
export function ProgressBar() {
  const { t } = useTranslation('common');
  const routing = useNavigation().state !== 'idle';
  const fetching = useIsFetching();
  const mutating = useIsMutating();
  const busy = routing || fetching + mutating > 0;
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!busy) return setShown(false);
    const timer = window.setTimeout(() => setShown(true), PROGRESS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [busy]);
  if (!shown) return null;
  return <div className="top-progress" role="progressbar" aria-label={t('loading')} data-testid="top-progress" />;
}
