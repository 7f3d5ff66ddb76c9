import { useEffect, useRef } from 'react';
import { Avatar, Box, Button, Field, HStack, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { consoleApi } from '@/lib/api';
import { blade } from '@/lib/blade';
import { notify } from '@/lib/notify';
import { profileQueries } from '@/lib/shell-queries';
import { avatarError, infoSchema, type InfoValues } from './profile-schemas';
import { DeptKindTag } from './dept-kind';

export function InfoForm() {
  const { t, i18n } = useTranslation(['profile', 'common']);
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const queryClient = useQueryClient();
  const me = useQuery(profileQueries.me());
  const fileRef = useRef<HTMLInputElement>(null);
  const { register, handleSubmit, formState, reset, setValue, watch } = useForm<InfoValues>({
    resolver: zodResolver(infoSchema(lang)),
    defaultValues: { avatar: '', name: '', realName: '', phone: '', email: '' },
    mode: 'onBlur',
  });
  useEffect(() => {
    const d = me.data;
    if (d) reset({ avatar: d.avatar ?? '', name: d.name ?? '', realName: d.realName ?? '', phone: d.phone ?? '', email: d.email ?? '' });
  }, [me.data, reset]);
  const avatar = watch('avatar');
  const errors = formState.errors;

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const err = avatarError(file);
    if (err) return notify.error(t(err));
    const { link } = await consoleApi.putFile(file);
    setValue('avatar', link, { shouldDirty: true });
  };
  const onSubmit = handleSubmit(async (v) => {
    await consoleApi.updateProfile({ id: me.data?.id, ...v });
    notify.success(t('saved'));
    // The top bar shows the session's name and avatar: a refreshed token carries the new ones.
    await blade.auth.refresh().catch(() => undefined);
    await queryClient.invalidateQueries({ queryKey: profileQueries.me().queryKey });
  });
  const fields = [
    ['name', 'name', 'text'],
    ['realName', 'realName', 'text'],
    ['phone', 'phone', 'tel'],
    ['email', 'email', 'email'],
  ] as const satisfies readonly (readonly [keyof InfoValues, string, string])[];
  return (
    <chakra.form onSubmit={onSubmit} noValidate pt="4" maxW="md">
      <Stack gap="4">
        <HStack gap="4">
          <Avatar.Root size="xl">
            <Avatar.Fallback name={me.data?.name} />
            {avatar && <Avatar.Image src={avatar} alt={t('avatar')} />}
          </Avatar.Root>
          <Box>
            <Button size="sm" variant="outline" onClick={() => fileRef.current?.click()}>
              {t('upload')}
            </Button>
            <input
              ref={fileRef}
              type="file"
              accept="image/jpeg,image/png"
              hidden
              aria-label={t('upload')}
              onChange={(e) => void onFile(e.target.files?.[0])}
            />
            <Text fontSize="xs" color="fg.muted" mt="1">
              {t('avatarHint')}
            </Text>
          </Box>
        </HStack>
        <DeptKindTag />
        {fields.map(([name, label, type]) => (
          <Field.Root key={name} invalid={!!errors[name]}>
            <Field.Label>{t(label)}</Field.Label>
            <Input type={type} {...register(name)} />
            <Field.ErrorText>{errors[name]?.message}</Field.ErrorText>
          </Field.Root>
        ))}
        <Button type="submit" colorPalette="brand" alignSelf="start" loading={formState.isSubmitting}>
          {t('common:save')}
        </Button>
      </Stack>
    </chakra.form>
  );
}
