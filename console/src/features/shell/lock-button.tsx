import { useState } from 'react';
import { chakra, Dialog, Field, IconButton, Input, Portal } from '@chakra-ui/react';
import { FormDialogFooter } from '@/components/form-dialog-footer';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Icon } from '@/components/icon';
import { lockScreen } from '@/lib/lock';
import { paths } from '@/lib/paths';

/** Lock: a password is required (锁屏密码不能为空), then /lock after 100 ms (spec §2). */
export function LockButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const schema = z.object({ password: z.string().check(z.minLength(1, t('lock.required'))) });
  const { register, handleSubmit, formState, reset } = useForm<{ password: string }>({ resolver: zodResolver(schema), defaultValues: { password: '' } });
  const onSubmit = handleSubmit(({ password }) => {
    lockScreen(password);
    setOpen(false);
    reset();
    setTimeout(() => navigate(paths.lock), 100);
  });
  return (
    <Dialog.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="center" size="sm">
      <Dialog.Trigger asChild>
        <IconButton variant="ghost" size="sm" color="inherit" aria-label={t('nav.lock')} title={t('nav.lock')}>
          <Icon name="lock" />
        </IconButton>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content  asChild>
            <chakra.form onSubmit={onSubmit} noValidate>
            <Dialog.Header>
              <Dialog.Title>{t('lock.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Field.Root invalid={!!formState.errors.password} required>
                <Field.Label>{t('lock.password')}</Field.Label>
                <Input type="password" autoFocus autoComplete="off" {...register('password')} />
                <Field.ErrorText>{formState.errors.password?.message}</Field.ErrorText>
              </Field.Root>
            </Dialog.Body>
            <FormDialogFooter onCancel={() => setOpen(false)} submitLabel={t('lock.submit')} />
            </chakra.form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
