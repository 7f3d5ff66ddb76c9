import { useEffect } from 'react';
import { Box, Button, Heading, Text, VStack } from '@chakra-ui/react';
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
  return (
    <Box as="main" minH="60vh" display="flex" alignItems="center" justifyContent="center">
      <VStack gap="3">
        <Heading as="h1" size="lg">
          {chunk ? t('errors.appUpdatedTitle') : t('errors.boundary')}
        </Heading>
        <Text color="fg.muted">{chunk ? t('errors.appUpdated') : error instanceof Error ? error.message : ''}</Text>
        <Button colorPalette="brand" onClick={() => location.reload()}>
          {t('errors.retry')}
        </Button>
      </VStack>
    </Box>
  );
}
