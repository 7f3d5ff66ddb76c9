import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToolButton } from '@/components/tool-button';

export function toggleFullscreen() {
  if (document.fullscreenElement) void document.exitFullscreen();
  else void document.documentElement.requestFullscreen?.();
}

export function FullscreenButton() {
  const { t } = useTranslation('shell');
  const [full, setFull] = useState(false);
  useEffect(() => {
    const on = () => setFull(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', on);
    return () => document.removeEventListener('fullscreenchange', on);
  }, []);
  const label = full ? t('nav.exitFullscreen') : t('nav.fullscreen');
  return <ToolButton icon="expand" label={label} onClick={toggleFullscreen} />;
}
