import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@/lib/store';
import { reloadForUpdate, updatePrompt } from '@/lib/chunk-error';

/**
 * "应用更新": no close button, no escape; its only action reloads. Plain markup rather than a
 * Dialog so it is in the first chunk (it must work when later chunks are gone).
 */
export function UpdatePrompt() {
  const { t } = useTranslation('common');
  const open = useStore(updatePrompt, (s) => s.open);
  if (!open) return null;
  return (
    <Box position="fixed" inset="0" zIndex="modal" bg="blackAlpha.600" display="flex" alignItems="center" justifyContent="center">
      <Box role="alertdialog" aria-modal="true" aria-labelledby="update-title" bg="bg.panel" rounded="md" shadow="lg" p="6" maxW="sm">
        <Heading id="update-title" as="h2" size="md" mb="3">
          {t('errors.appUpdatedTitle')}
        </Heading>
        <Text mb="4">{t('errors.appUpdated')}</Text>
        <Button colorPalette="brand" onClick={reloadForUpdate} autoFocus>
          {t('refresh')}
        </Button>
      </Box>
    </Box>
  );
}
