import { useEffect } from 'react';
import { createToaster, Portal, Stack, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';
import { notify } from '@/lib/notify';

export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 4 });

/** Renders toasts; everything sent through lib/notify shows here (server text as plain text). */
export function Toaster() {
  useEffect(
    () => notify.subscribe((n) => toaster.create({ type: n.type, title: n.title, description: n.description, duration: 3000 })),
    [],
  );
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
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
