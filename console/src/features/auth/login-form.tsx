import { useEffect, useState } from 'react';
import { Box, Button, Field, HStack, Image, Input, Stack, chakra } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Session } from '@dasha/sdk';
import { blade } from '@/lib/blade';
import { website } from '@/lib/config';
import { loginResolver, type LoginValues } from './login-schema';

type Captcha = { key: string; image: string };

export function LoginForm({ tenantHidden, tenantId, onSignedIn }: { tenantHidden: boolean; tenantId: string; onSignedIn: (s: Session) => void }) {
  const { t } = useTranslation();
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [serverError, setServerError] = useState('');
  const form = useForm<LoginValues>({
    resolver: loginResolver(t, { captcha: website.captchaMode }),
    defaultValues: { tenantId, username: '', password: '', captchaCode: '' },
    mode: 'onSubmit',
  });
  const { register, handleSubmit, formState, setValue } = form;
  const errors = formState.errors;

  const refreshCaptcha = () => {
    if (!website.captchaMode) return;
    blade.auth.captcha().then(
      (c) => setCaptcha({ key: c.key ?? '', image: c.image ?? '' }),
      () => setCaptcha(null),
    );
  };
  useEffect(refreshCaptcha, []);
  useEffect(() => setValue('tenantId', tenantId), [tenantId, setValue]);

  const onSubmit = handleSubmit(async (v) => {
    setServerError('');
    try {
      const session = await blade.auth.signIn({
        tenantId: v.tenantId.trim(),
        username: v.username.trim(),
        password: v.password,
        ...(captcha ? { captchaKey: captcha.key, captchaCode: v.captchaCode.trim() } : {}),
      });
      onSignedIn(session);
    } catch (e) {
      setServerError(e instanceof Error ? e.message : String(e));
      setValue('captchaCode', '');
      refreshCaptcha();
    }
  });

  return (
    <chakra.form onSubmit={onSubmit} noValidate aria-label={t('login.title')}>
      <Stack gap="4">
        {!tenantHidden && (
          <Field.Root invalid={!!errors.tenantId}>
            <Field.Label>{t('login.tenant')}</Field.Label>
            <Input autoComplete="organization" {...register('tenantId')} />
            <Field.ErrorText>{errors.tenantId?.message}</Field.ErrorText>
          </Field.Root>
        )}
        <Field.Root invalid={!!errors.username}>
          <Field.Label>{t('login.username')}</Field.Label>
          <Input autoComplete="username" autoFocus {...register('username')} />
          <Field.ErrorText>{errors.username?.message}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.password}>
          <Field.Label>{t('login.password')}</Field.Label>
          <Input type="password" autoComplete="current-password" {...register('password')} />
          <Field.ErrorText>{errors.password?.message}</Field.ErrorText>
        </Field.Root>
        {website.captchaMode && (
          <Field.Root invalid={!!errors.captchaCode}>
            <Field.Label>{t('login.captcha')}</Field.Label>
            <HStack gap="2" w="full">
              <Input autoComplete="off" flex="1" {...register('captchaCode')} />
              <chakra.button
                type="button"
                onClick={refreshCaptcha}
                aria-label={t('login.captchaImage')}
                title={t('login.captchaImage')}
                h="10"
                w="28"
                borderWidth="1px"
                rounded="l2"
                overflow="hidden"
                bg="bg.muted"
                flexShrink={0}
              >
                {captcha?.image && <Image src={captcha.image} alt="" h="full" w="full" objectFit="contain" />}
              </chakra.button>
            </HStack>
            <Field.ErrorText>{errors.captchaCode?.message}</Field.ErrorText>
          </Field.Root>
        )}
        {serverError && (
          <Box role="alert" color="fg.error" fontSize="sm" data-testid="login-error">
            {serverError}
          </Box>
        )}
        <Button type="submit" colorPalette="brand" loading={formState.isSubmitting} loadingText={t('login.signingIn')} w="full">
          {t('login.submit')}
        </Button>
      </Stack>
    </chakra.form>
  );
}
