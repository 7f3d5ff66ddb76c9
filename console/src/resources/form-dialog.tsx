import { useEffect, useId, useState, type ReactNode } from 'react';
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { confirm } from '@/components/confirm-dialog';
import { setUnsaved } from '@/components/unsaved-guard';
import { useTexts, type TextKey } from './texts';

/**
 * What every form dialog of the screens shares (the record form, the rows form): its form's id,
 * the unsaved-edits guard (a closed tab or dialog asks before dropping edits), and a submit that
 * keeps every typed value and shows the server's refusal as text.
 */
export function useFormDialog({ dirty, editing, onClose }: { dirty: boolean; editing: boolean; onClose: () => void }) {
  const t = useTexts();
  // Its own id: a form opened over another (a tab's operation over a record's view) submits itself.
  const formId = useId();
  const [serverError, setServerError] = useState('');
  useEffect(() => {
    if (!editing) return;
    setUnsaved(formId, dirty);
    return () => setUnsaved(formId, false);
  }, [dirty, editing, formId]);

  const requestClose = async () => {
    if (editing && dirty && !(await confirm(t('resources:unsaved')))) return;
    onClose();
  };
  /** Runs a submit; a refusal stays in the dialog as the server's text, the form as typed. */
  const keepOnRefusal =
    <T,>(send: (values: T) => Promise<void>) =>
    async (values: T) => {
      setServerError('');
      try {
        await send(values);
      } catch (e) {
        setServerError(e instanceof Error ? e.message : String(e));
      }
    };
  return { formId, serverError, requestClose, keepOnRefusal };
}

type FrameProps = {
  title: string;
  /** The widest the dialog grows, in px (it never passes 96% of the window). */
  maxWidth: number;
  size?: 'cover';
  formId: string;
  requestClose: () => Promise<void>;
  /** Without one the dialog only shows (a view): its button reads 关闭. */
  submitLabel?: TextKey;
  submitting: boolean;
  children: ReactNode;
};

/** The form dialog's frame: not closed on an outside click, 取消 and the submit below its body. */
export function FormDialogFrame(p: FrameProps) {
  const t = useTexts();
  return (
    <Dialog.Root
      open
      onOpenChange={(e) => {
        if (!e.open) void p.requestClose();
      }}
      closeOnInteractOutside={false}
      scrollBehavior="inside"
      placement="center"
      size={p.size}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW={`min(${p.maxWidth}px, 96vw)`} w="full" data-testid="resource-dialog">
            <Dialog.Header>
              <Dialog.Title>{p.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{p.children}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" size="sm" onClick={() => void p.requestClose()}>
                {p.submitLabel ? t('resources:cancel') : t('resources:close')}
              </Button>
              {p.submitLabel && (
                <Button type="submit" form={p.formId} colorPalette="brand" size="sm" loading={p.submitting}>
                  {t(p.submitLabel)}
                </Button>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
