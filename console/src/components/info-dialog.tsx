import type { ReactNode } from 'react';
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DialogCloseButton } from './dialog-close';

/** A dialog that shows something (a diagram, an operation's answer) and closes with 关闭 or its ✕. */
export function InfoDialog({
  title,
  testId,
  maxW,
  children,
  onClose,
}: {
  title: string;
  testId: string;
  maxW?: string;
  children: ReactNode;
  onClose: () => void;
}) {
  const { t } = useTranslation('resources');
  return (
    // Focus moving out does not close it: a form dialog that opened it hands focus back to its
    // trigger as it goes, which would otherwise close this one as it opens (a look-up's answer).
    <Dialog.Root
      open
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      onFocusOutside={(e) => e.preventDefault()}
      placement="center"
      size={maxW ? 'lg' : 'md'}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW={maxW} data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <DialogCloseButton />
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Button size="sm" variant="outline" onClick={onClose}>
                {t('close')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
