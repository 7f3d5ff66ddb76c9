import { chakra, Dialog, Field, Input, Portal, Stack } from '@chakra-ui/react';
import { FormDialogFooter } from '@/components/form-dialog-footer';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { BladeError, UNKNOWN_ERROR } from '@dasha/sdk';
import { blade } from '@/lib/blade';
import { notify } from '@/lib/notify';
import { registerSchema, type RegisterValues } from './register-schema';

/** Third-party registration (spec §2): width 20%; success asks for approval, then signs out. */
export function RegisterDialog({ tenantId, oauthId, onClose }: { tenantId: string; oauthId: string; onClose: () => void }) {
  const { t } = useTranslation('auth');
  const { register, handleSubmit, formState } = useForm<RegisterValues>({
    resolver: zodResolver(registerSchema(t)),
    defaultValues: { tenantId, name: '', account: '', password: '', password2: '' },
    mode: 'onBlur',
  });
  const errors = formState.errors;
  const onSubmit = handleSubmit(async (v) => {
    try {
      await blade.auth.registerGuest({ tenantId: v.tenantId, name: v.name, account: v.account, password: v.password, oauthId });
      notify.success(t('register.submitted'));
      onClose(); // the sign-in page ends the guest's session when the dialog closes
    } catch (e) {
      // Spec §8: the server's message, else 提交失败 (not the generic 未知错误); the SDK leaves a
      // registration's refusal to this form. The typed values stay for another try.
      notify.error(e instanceof BladeError && e.message !== UNKNOWN_ERROR ? e.message : t('register.failed'));
    }
  });
  const fields = [
    ['tenantId', 'register.tenantId'],
    ['name', 'register.name'],
    ['account', 'register.account'],
    ['password', 'register.password', 'password'],
    ['password2', 'register.password2', 'password'],
  ] as const satisfies readonly (readonly [keyof RegisterValues, string, string?])[];
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width="20%" asChild>
            <chakra.form onSubmit={onSubmit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{t('register.title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  {fields.map(([name, label, type]) => (
                    <Field.Root key={name} invalid={!!errors[name]} required={name !== 'name'}>
                      <Field.Label>{t(label)}</Field.Label>
                      <Input type={type ?? 'text'} {...register(name)} />
                      <Field.ErrorText>{errors[name]?.message}</Field.ErrorText>
                    </Field.Root>
                  ))}
                </Stack>
              </Dialog.Body>
              <FormDialogFooter onCancel={onClose} submitLabel={t('register.submit')} loading={formState.isSubmitting} />
            </chakra.form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
