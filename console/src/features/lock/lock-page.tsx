import { useEffect, useState } from 'react';
import { Avatar, Button, Field, Flex, Heading, Input, Stack, chakra } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { endSession } from '@/lib/blade';
import { clearLock, lockState } from '@/lib/lock';
import { tabsStore } from '@/lib/tabs-store';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/use-session';

/** The lock screen: unlock with the lock password, or sign out. */
export function LockPage() {
  const { t } = useTranslation(['shell', 'common']);
  const navigate = useNavigate();
  const session = useSession();
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const name = session?.userInfo.nick_name || session?.userInfo.account || '';
  useEffect(() => {
    document.title = `${t('lock.title')} - ${t('common:title')}`;
  }, [t]);

  const unlock = (e: React.FormEvent) => {
    e.preventDefault();
    if (!password) return setError(t('lock.required'));
    if (password !== lockState.get().password) return setError(t('lock.wrong'));
    clearLock();
    navigate(tabsStore.get().active || paths.home, { replace: true });
  };
  const logout = () => void endSession('sign-out');
  return (
    <Flex as="main" minH="100vh" align="center" justify="center" bg="shell.sidebarBg" p="4">
      <chakra.form onSubmit={unlock} noValidate bg="bg.panel" rounded="l3" p="8" w="full" maxW="sm" shadow="lg">
        <Stack gap="4" align="center">
          <Avatar.Root size="lg">
            <Avatar.Fallback name={name} />
            {session?.userInfo.avatar && <Avatar.Image src={session.userInfo.avatar} alt="" />}
          </Avatar.Root>
          <Heading as="h1" size="md">
            {name}
          </Heading>
          <Field.Root invalid={!!error}>
            <Field.Label>{t('lock.password')}</Field.Label>
            <Input
              type="password"
              autoFocus
              autoComplete="off"
              placeholder={t('lock.unlockPlaceholder')}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <Field.ErrorText>{error}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" colorPalette="brand" w="full">
            {t('lock.unlock')}
          </Button>
          <Button variant="ghost" size="sm" onClick={logout}>
            {t('lock.logout')}
          </Button>
        </Stack>
      </chakra.form>
    </Flex>
  );
}
