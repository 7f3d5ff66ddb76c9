import { chakra, Dialog, Field, NativeSelect, Portal, Stack } from '@chakra-ui/react';
import { FormDialogFooter } from './form-dialog-footer';
import { QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryClient as appQueryClient } from '@/lib/query-client';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { useTranslation } from 'react-i18next';
import { blade } from '@/lib/blade';
import { switchQueries } from '@/lib/shell-queries';
import { resetMenu } from '@/lib/menu-store';

type Values = { deptId: string; roleId: string };

type Props = { open: boolean; onClose: () => void; onSwitched?: () => void };

/** "用户信息选择" (spec §2): width 350px, button 切换; refreshes the token with the choice. */
export function DeptRoleDialog(props: Props) {
  // Also shown on /login, outside the shell's QueryClientProvider.
  return (
    <QueryClientProvider client={appQueryClient}>
      <DeptRoleForm {...props} />
    </QueryClientProvider>
  );
}

function DeptRoleForm({ open, onClose, onSwitched }: Props) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const userId = blade.session.get()?.userInfo.user_id;
  const depts = useQuery({ ...switchQueries.depts(userId), enabled: open });
  const roles = useQuery({ ...switchQueries.roles(userId), enabled: open });
  const schema = z.object({
    deptId: z.string().check(z.minLength(1, t('switch.deptRequired'))),
    roleId: z.string().check(z.minLength(1, t('switch.roleRequired'))),
  });
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { deptId: '', roleId: '' },
    mode: 'onBlur',
  });
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (v) => {
    await blade.auth.switchDeptRole(v);
    resetMenu();
    await queryClient.invalidateQueries();
    onClose();
    onSwitched?.();
  });

  return (
    <Dialog.Root lazyMount unmountOnExit open={open} onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width="350px" data-testid="switch-dialog" asChild>
            <chakra.form onSubmit={onSubmit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{t('switch.title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <Field.Root invalid={!!errors.deptId} required>
                    <Field.Label>{t('switch.dept')}</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field {...register('deptId')}>
                        <option value="">{t('switch.placeholder')}</option>
                        {(depts.data ?? []).map((d) => (
                          <option key={d.id} value={d.id}>
                            {d.deptName}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                    <Field.ErrorText>{errors.deptId?.message}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root invalid={!!errors.roleId} required>
                    <Field.Label>{t('switch.role')}</Field.Label>
                    <NativeSelect.Root>
                      <NativeSelect.Field {...register('roleId')}>
                        <option value="">{t('switch.placeholder')}</option>
                        {(roles.data ?? []).map((r) => (
                          <option key={r.id} value={r.id}>
                            {r.roleName}
                          </option>
                        ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                    <Field.ErrorText>{errors.roleId?.message}</Field.ErrorText>
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <FormDialogFooter onCancel={onClose} submitLabel={t('switch.submit')} loading={formState.isSubmitting} />
            </chakra.form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
