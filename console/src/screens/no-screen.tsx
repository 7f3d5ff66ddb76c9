import { Box, Code, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/**
 * A menu item whose path no screen serves (a deployment's own spelling, or a page this console
 * lacks): says so and names the path, so an administrator can fix the menu or add an alias.
 */
export function NoScreen({ name, path }: { name: string; path: string }) {
  const { t } = useTranslation('shell');
  return (
    <Box bg="bg.panel" rounded="l3" borderWidth="1px" p="6" data-testid="no-screen" role="alert">
      <Heading as="h1" size="lg" mb="3">
        {t('noScreen.title')}
      </Heading>
      <Text mb="2">
        {t('noScreen.path')}
        <Code data-testid="no-screen-path">{path}</Code>
      </Text>
      <Text mb="3">{t('noScreen.menu', { name })}</Text>
      <Text color="fg.muted">{t('noScreen.hint')}</Text>
    </Box>
  );
}
