import { Badge, Box, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** A page whose screens a later issue builds: it says which resource it will show. */
export function Placeholder({ name, resource, path }: { name: string; resource: string; path: string }) {
  const { t } = useTranslation('shell');
  return (
    <Box bg="bg.panel" rounded="l3" borderWidth="1px" p="6" data-testid="placeholder">
      <Heading as="h1" size="lg" mb="3">
        {name}
      </Heading>
      <Text mb="2">{t('placeholder.resource', { resource })}</Text>
      <Text color="fg.muted" mb="3">
        {t('placeholder.later')}
      </Text>
      <Badge variant="surface">{t('placeholder.path', { path })}</Badge>
    </Box>
  );
}
