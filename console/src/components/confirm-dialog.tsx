import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { createStore, useStore } from '@/lib/store';
import { useSinceFirstOpen } from './arm-on-approach';

type Pending = { message: string; resolve: (ok: boolean) => void } | null;
const pending = createStore<{ current: Pending }>({ current: null });

/** Asks the user to confirm (the spec's 提示 dialogs); resolves true on OK. */
export function confirm(message: string): Promise<boolean> {
  return new Promise((resolve) => pending.set({ current: { message, resolve } }));
}

export function ConfirmDialog() {
  const { t } = useTranslation('common');
  const current = useStore(pending, (s) => s.current);
  const done = (ok: boolean) => {
    current?.resolve(ok);
    pending.set({ current: null });
  };
  // The dialog's machine is made when it first opens, then kept.
  const mounted = useSinceFirstOpen(!!current);
  if (!mounted) return null;
  return (
    <Dialog.Root
      lazyMount
      unmountOnExit
      role="alertdialog"
      open={!!current}
      onOpenChange={(e) => !e.open && done(false)}
      size="xs"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('tip')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{current?.message}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" size="sm" onClick={() => done(false)}>
                {t('cancel')}
              </Button>
              <Button colorPalette="brand" size="sm" onClick={() => done(true)}>
                {t('ok')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
