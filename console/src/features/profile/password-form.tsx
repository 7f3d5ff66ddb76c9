import { Button, Field, Input, Stack, chakra } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { md5 } from '@dasha/sdk';
import { consoleApi } from '@/lib/api';
import { notify } from '@/lib/notify';
import { passwordSchema, type PasswordValues } from './profile-schemas';

export function PasswordForm() {
  const { t, i18n } = useTranslation(['profile', 'common']);
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const { register, handleSubmit, formState, reset } = useForm<PasswordValues>({
    resolver: zodResolver(passwordSchema(t('mismatch'), lang)),
    defaultValues: { oldPassword: '', newPassword: '', newPassword1: '' },
    // Rules run on blur (spec §5); once a field has been left, retyping re-checks it at once, so a
    // stale 'passwords differ' message does not linger and shift the button under the click.
    mode: 'onTouched',
  });
  const errors = formState.errors;
  const onSubmit = handleSubmit(async (v) => {
    // The server takes the md5 of all three values (bladex-wire.md).
    await consoleApi.updatePassword({
      oldPassword: md5(v.oldPassword),
      newPassword: md5(v.newPassword),
      newPassword1: md5(v.newPassword1),
    });
    notify.success(t('passwordSaved'));
    reset();
  });
  const fields: (keyof PasswordValues)[] = ['oldPassword', 'newPassword', 'newPassword1'];
  return (
    <chakra.form onSubmit={onSubmit} noValidate pt="4" maxW="md">
      <Stack gap="4">
        {fields.map((name) => (
          <Field.Root key={name} invalid={!!errors[name]} required>
            <Field.Label>{t(name)}</Field.Label>
            <Input type="password" autoComplete={name === 'oldPassword' ? 'current-password' : 'new-password'} {...register(name)} />
            <Field.ErrorText>{errors[name]?.message}</Field.ErrorText>
          </Field.Root>
        ))}
        <Button type="submit" colorPalette="brand" alignSelf="start" loading={formState.isSubmitting}>
          {t('common:submit')}
        </Button>
      </Stack>
    </chakra.form>
  );
}
