import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '@/lib/use-online';

/** Said while the browser is offline: lists wait for the network, a save is not sent and its form is kept. */
export function OfflineBanner() {
  const { t } = useTranslation('shell');
  if (useOnline()) return null;
  return (
    <Alert.Root status="warning" variant="subtle" borderRadius="0" py="2" data-testid="offline-banner">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('offline.title')}</Alert.Title>
        <Alert.Description>{t('offline.detail')}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
