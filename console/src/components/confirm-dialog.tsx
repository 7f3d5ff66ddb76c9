import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { createStore, useStore } from '@/lib/store';
import { useSinceFirstOpen } from './arm-on-approach';

/** A way out of a question beside 取消 (already in the user's language); the last one is the main button. */
export type Choice<T extends string> = { value: T; label: string };
type Pending = { message: string; choices?: Choice<string>[]; resolve: (value: string | null) => void } | null;
const pending = createStore<{ current: Pending }>({ current: null });

/** Asks the user to confirm (the spec's 提示 dialogs); resolves true on OK. */
export async function confirm(message: string): Promise<boolean> {
  return (await new Promise<string | null>((resolve) => pending.set({ current: { message, resolve } }))) === 'ok';
}

/** Asks the user to pick one of `choices` (or 取消: null), in the same 提示 dialog. */
export function choose<T extends string>(message: string, choices: Choice<T>[]): Promise<T | null> {
  return new Promise((resolve) => pending.set({ current: { message, choices, resolve: resolve as (v: string | null) => void } }));
}

export function ConfirmDialog() {
  const { t } = useTranslation('common');
  const current = useStore(pending, (s) => s.current);
  const done = (value: string | null) => {
    current?.resolve(value);
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
      onOpenChange={(e) => !e.open && done(null)}
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
              <Button variant="outline" size="sm" onClick={() => done(null)}>
                {t('cancel')}
              </Button>
              {(current?.choices ?? [{ value: 'ok', label: t('ok') }]).map((c, i, all) => (
                <Button
                  key={c.value}
                  colorPalette="brand"
                  variant={i === all.length - 1 ? 'solid' : 'outline'}
                  size="sm"
                  onClick={() => done(c.value)}
                >
                  {c.label}
                </Button>
              ))}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
