import { Box, Heading, Tabs } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { InfoForm } from './info-form';
import { PasswordForm } from './password-form';

/** /info/index: the two-tab profile (personal info, password change). */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  return (
    <Box bg="bg.panel" rounded="l3" borderWidth="1px" p="6" maxW="3xl">
      <Heading as="h1" size="lg" mb="4">
        {t('title')}
      </Heading>
      <Tabs.Root defaultValue="info" colorPalette="brand" lazyMount={false}>
        <Tabs.List>
          <Tabs.Trigger value="info">{t('infoTab')}</Tabs.Trigger>
          <Tabs.Trigger value="password">{t('passwordTab')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="info">
          <InfoForm />
        </Tabs.Content>
        <Tabs.Content value="password">
          <PasswordForm />
        </Tabs.Content>
      </Tabs.Root>
    </Box>
  );
}
