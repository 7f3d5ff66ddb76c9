import type { ComponentType } from 'react';
import { Box, Button, Heading, Text, VStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

function ErrorPage({ code, messageKey }: { code: string; messageKey: `errors.${'notFound' | 'forbidden' | 'serverError'}` }) {
  const { t } = useTranslation('common');
  return (
    <Box as="main" minH="100vh" display="flex" alignItems="center" justifyContent="center" bg="bg">
      <VStack gap="4">
        <Heading as="h1" fontSize="6xl" color="brand.solid">
          {code}
        </Heading>
        <Text fontSize="lg">{t(messageKey)}</Text>
        <Button asChild colorPalette="brand">
          <Link to={paths.root}>{t('back')}</Link>
        </Button>
      </VStack>
    </Box>
  );
}

export const errorPages: Record<'notFound' | 'forbidden' | 'serverError', ComponentType> = {
  notFound: () => <ErrorPage code="404" messageKey="errors.notFound" />,
  forbidden: () => <ErrorPage code="403" messageKey="errors.forbidden" />,
  serverError: () => <ErrorPage code="500" messageKey="errors.serverError" />,
};
