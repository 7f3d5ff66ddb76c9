import { useRef, useState, type FormEvent } from 'react';
import { chakra, Dialog, Field, Input, Portal } from '@chakra-ui/react';
import { FormDialogFooter } from '@/components/form-dialog-footer';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ToolButton } from '@/components/tool-button';
import { useSinceFirstOpen } from '@/components/arm-on-approach';
import { lockScreen } from '@/lib/lock';
import { paths } from '@/lib/paths';

/** Lock: a password is required (锁屏密码不能为空), then /lock after 100 ms (spec §2). */
export function LockButton() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const mounted = useSinceFirstOpen(open);
  const navigate = useNavigate();
  // One required field: plain state, so react-hook-form and zod stay out of the shell's chunks (they
  // load with the first real form). As before, the message follows the typing after a first submit.
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const check = (value: string) => (value ? '' : t('lock.required'));
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setError(check(password));
    if (!password) return input.current?.focus();
    lockScreen(password);
    setOpen(false);
    setPassword('');
    setSubmitted(false);
    setTimeout(() => navigate(paths.lock), 100);
  };
  // The dialog's machine is made when it first opens, then kept; the button opens it.
  return (
    <>
      <ToolButton icon="lock" label={t('nav.lock')} onClick={() => setOpen(true)} />
      {mounted && (
        <Dialog.Root lazyMount unmountOnExit open={open} onOpenChange={(e) => setOpen(e.open)} placement="center" size="sm">
          <Portal>
            <Dialog.Backdrop />
            <Dialog.Positioner>
              <Dialog.Content asChild>
                <chakra.form onSubmit={onSubmit} noValidate>
                  <Dialog.Header>
                    <Dialog.Title>{t('lock.title')}</Dialog.Title>
                  </Dialog.Header>
                  <Dialog.Body>
                    <Field.Root invalid={!!error} required>
                      <Field.Label>{t('lock.password')}</Field.Label>
                      <Input
                        ref={input}
                        type="password"
                        autoFocus
                        autoComplete="off"
                        name="password"
                        value={password}
                        onChange={(e) => {
                          setPassword(e.target.value);
                          if (submitted) setError(check(e.target.value));
                        }}
                      />
                      <Field.ErrorText>{error}</Field.ErrorText>
                    </Field.Root>
                  </Dialog.Body>
                  <FormDialogFooter onCancel={() => setOpen(false)} submitLabel={t('lock.submit')} />
                </chakra.form>
              </Dialog.Content>
            </Dialog.Positioner>
          </Portal>
        </Dialog.Root>
      )}
    </>
  );
}
