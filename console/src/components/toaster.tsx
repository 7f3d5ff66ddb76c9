import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { createToaster, Portal, Stack, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';
import { notify } from '@/lib/notify';

// Below the top bar (48 px) and the tab strip (40 px), never over them: a toast hid the tabs a user
// was about to click. Pages outside the shell (sign-in) only lose 96 px of empty top.
export const TOAST_TOP_OFFSET = '96px';

/** The one toaster of the console; lib/notify feeds it. */
export const toaster = createToaster({
  placement: 'top',
  pauseOnPageIdle: true,
  max: 4,
  offsets: { top: TOAST_TOP_OFFSET, right: '16px', bottom: '16px', left: '16px' },
});

/** Renders toasts; everything sent through lib/notify shows here (server text as plain text). */
export function Toaster() {
  const { t } = useTranslation('common');
  useEffect(
    () =>
      notify.subscribe((n) =>
        toaster.create({
          type: n.type,
          title: n.title,
          description: n.description,
          duration: n.duration ?? 3000,
          action: n.action,
          onStatusChange: n.onClose && (({ status }) => status === 'unmounted' && n.onClose!()),
        }),
      ),
    [],
  );
  useEffect(() => notify.onClear(() => toaster.dismiss()), []);
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid="toast">
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            <Toast.CloseTrigger aria-label={t('close')} />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
