import { lazy, Suspense, useEffect, useState } from 'react';
import { Box, Button, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Session } from '@dasha/sdk';
import { blade, endSession } from '@/lib/blade';
import { website } from '@/lib/config';
import { setLanguage, type Language } from '@/i18n';
import { LoginForm } from './login-form';
import { afterSignIn, needsDeptRoleChoice } from './after-sign-in';

const RegisterDialog = lazy(() => import('./register-dialog').then((m) => ({ default: m.RegisterDialog })));
const DeptRoleDialog = lazy(() => import('@/components/dept-role-dialog').then((m) => ({ default: m.DeptRoleDialog })));

/** Social sign-in answered with no valid user: ask for an account (spec §2 registration dialog). */
const needsRegistration = (s: Session) => {
  const id = Number(s.userInfo.user_id);
  return !s.userInfo.user_id || Number.isNaN(id) || id < 0;
};

/** `onUsable`: called once the form can be submitted (its captcha is in), for work that must not slow it. */
export function LoginPage({ onUsable }: { onUsable?: () => void } = {}) {
  const { t, i18n } = useTranslation(['auth', 'common']);
  const [params, setParams] = useSearchParams();
  // Tenant mode off (config.json): one tenant, the configured one, and no field for it.
  const [tenant, setTenant] = useState<{ id: string; hidden: boolean }>({ id: website.tenantId, hidden: !website.tenantMode });
  const [registerFor, setRegisterFor] = useState<{ tenantId: string; oauthId: string } | null>(null);
  const [choose, setChoose] = useState(false);

  useEffect(() => {
    document.title = `${t('login.title')} - ${t('common:title')}`;
  }, [t, i18n.language]);

  // Tenant by domain: when the domain belongs to a tenant, its field is hidden.
  useEffect(() => {
    if (!website.tenantMode) return;
    blade.auth.tenantInfo(location.hostname).then(
      (info) => info?.tenantId && setTenant({ id: info.tenantId, hidden: true }),
      () => undefined,
    );
  }, []);

  // Coming back from a third-party authorisation: ?source=&code=&state=
  useEffect(() => {
    const source = params.get('source');
    const code = params.get('code');
    if (!source || !code) return;
    setParams({}, { replace: true });
    blade.auth.socialSignIn({ tenantId: tenant.id, source, code, state: params.get('state') ?? '' }).then(onSignedIn, () => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onSignedIn(session: Session) {
    if (needsRegistration(session)) setRegisterFor({ tenantId: session.tenantId || tenant.id, oauthId: session.userInfo.oauth_id ?? '' });
    else if (needsDeptRoleChoice(session)) setChoose(true);
    else afterSignIn();
  }

  // The social grant stored a session for the unbound user (-1): closing the dialog, whether
  // registered or cancelled, ends it (here only, so the dialog does not end it a second time).
  function closeRegistration() {
    setRegisterFor(null);
    void endSession('registration');
  }

  const other: Language = i18n.language === 'en' ? 'zh' : 'en';
  return (
    <Flex as="main" minH="100vh" align="center" justify="center" bg="shell.pageBg" p="4">
      <Flex w="full" maxW="4xl" bg="bg.panel" rounded="l3" shadow="lg" overflow="hidden" direction={{ base: 'column', sm: 'row' }}>
        <Box flex="1" bg="brand.solid" color="brand.contrast" p={{ base: '6', sm: '10' }} display="flex" flexDirection="column" justifyContent="center">
          <Heading as="h1" size="2xl" mb="3">
            {t('common:title')}
          </Heading>
          <Text>{t('login.subtitle')}</Text>
        </Box>
        <Box flex="1" p={{ base: '6', sm: '10' }}>
          <HStack justify="space-between" mb="6">
            <Heading as="h2" size="lg">
              {t('login.title')}
            </Heading>
            <Button size="xs" variant="ghost" onClick={() => setLanguage(other)} lang={other === 'zh' ? 'zh-CN' : 'en'}>
              {t(`common:languages.${other}`)}
            </Button>
          </HStack>
          <LoginForm tenantHidden={tenant.hidden} tenantId={tenant.id} onSignedIn={onSignedIn} onUsable={onUsable} />
          <Box mt="6">
            <Text fontSize="sm" color="fg.muted" mb="2">
              {t('login.social')}
            </Text>
            <HStack gap="2" wrap="wrap">
              {website.socialSources.map((source) => (
                <Button
                  key={source}
                  size="xs"
                  variant="outline"
                  aria-label={t('login.socialWith', { name: t(`login.sources.${source}`) })}
                  // BladeX's redirect to the provider (not in the contract, so the sandbox has none); the
                  // provider comes back to /login?source=&code=&state=, handled above.
                  onClick={() => location.assign(`/api/blade-auth/oauth/render/${source}`)}
                >
                  {t(`login.sources.${source}`)}
                </Button>
              ))}
            </HStack>
          </Box>
        </Box>
      </Flex>
      <Suspense>
        {registerFor && <RegisterDialog {...registerFor} onClose={closeRegistration} />}
        {choose && <DeptRoleDialog open onClose={() => setChoose(false)} onSwitched={afterSignIn} />}
      </Suspense>
    </Flex>
  );
}
