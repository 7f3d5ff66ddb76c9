import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { remoteOptionsPrefix } from './queries';
import { Box, Button, Dialog, Field, Portal } from '@chakra-ui/react';
import { confirm } from '@/components/confirm-dialog';
import { setUnsaved } from '@/components/unsaved-guard';
import { FieldInput } from './field-input';
import { useTexts, type TextKey } from './texts';
import type { Option, ShownColumn } from './types';

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
  /** A second way to keep the form, before the submit (存为草稿). */
  extra?: ReactNode;
  children: ReactNode;
};

/** Ctrl+S (⌘S) saves the form as its submit button would, instead of the browser saving the page. */
function saveOnCtrlS(e: KeyboardEvent<HTMLElement>, formId: string) {
  if (!(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey || e.key.toLowerCase() !== 's') return;
  e.preventDefault();
  (document.getElementById(formId) as HTMLFormElement | null)?.requestSubmit();
}

/** The form dialog's frame: not closed on an outside click, 取消 and the submit below its body; Ctrl+S saves, Esc closes (asking over unsaved edits). */
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
          <Dialog.Content
            maxW={`min(${p.maxWidth}px, 96vw)`}
            w="full"
            data-testid="resource-dialog"
            onKeyDown={p.submitLabel ? (e) => saveOnCtrlS(e, p.formId) : undefined}
          >
            <Dialog.Header>
              <Dialog.Title>{p.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{p.children}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" size="sm" onClick={() => void p.requestClose()}>
                {p.submitLabel ? t('resources:cancel') : t('resources:close')}
              </Button>
              {p.extra}
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

type ControlledProps<T extends FieldValues> = {
  control: Control<T>;
  /** The field's path in the form's values (`prop`, or `rows.<i>.<prop>`). */
  name: FieldPath<T>;
  col: ShownColumn;
  id: string;
  invalid: boolean;
  required: boolean;
  disabled?: boolean;
  /** After the field is left (and the form's own blur check): a server check of the value. */
  onLeave?: () => void;
  /** Sets another field of the same form (row): a picker's `fills` from the picked record. */
  fill?: (prop: string, value: unknown) => void;
};

/** The picked record's fields a picker copies into its form (`remote.fills`), read from its loaded choices (the list's, or a search's). */
function useFills(col: ShownColumn) {
  const qc = useQueryClient();
  return (value: unknown) => {
    const fills = col.remote?.fills;
    if (!fills || value === '' || value == null) return [];
    const lists = qc.getQueriesData<Option[]>({ queryKey: remoteOptionsPrefix(col.remote) }).map(([, data]) => data ?? []);
    const record = lists.flat().find((o) => o.value === String(value))?.record;
    return record ? Object.entries(fills).map(([prop, from]) => [prop, record[from] ?? ''] as const) : [];
  };
}

/** A column's control bound to a form field: what both form dialogs draw for each field. */
export function ControlledField<T extends FieldValues>({ control, name, onLeave, fill, ...input }: ControlledProps<T>) {
  const fillsOf = useFills(input.col);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FieldInput
          {...input}
          value={field.value}
          onChange={(value) => {
            field.onChange(value);
            for (const [prop, v] of fill ? fillsOf(value) : []) fill!(prop, v);
          }}
          onBlur={() => {
            field.onBlur();
            onLeave?.();
          }}
        />
      )}
    />
  );
}

/** The gap between a form's field rows while editing: room for a field's message (FieldRow). */
export const FIELD_ROW_GAP = '5';

/**
 * A form's field as the form dialogs lay it out: its label (the red * when required) beside its
 * control, and its error under the control.
 */
export function FieldRow({
  id,
  label,
  error,
  required,
  labelWidth,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  required?: boolean;
  labelWidth: string;
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={!!error} required={required} orientation="horizontal" alignItems="flex-start">
      <Field.Label htmlFor={id} minW={labelWidth} pt="2" justifyContent="flex-end">
        <Field.RequiredIndicator />
        {label}
      </Field.Label>
      <Box flex="1" minW="0" position="relative">
        {children}
        {/* In the room under the field (FIELD_ROW_GAP), as Element UI's forms show it: a message
            appearing never moves the fields below, so a click aimed at one lands where it was. */}
        {error && (
          <Field.ErrorText
            position="absolute"
            top="100%"
            left="0"
            maxW="100%"
            mt="0.5"
            lineHeight="1.2"
            whiteSpace="nowrap"
            overflow="hidden"
            textOverflow="ellipsis"
            title={error}
          >
            {error}
          </Field.ErrorText>
        )}
      </Box>
    </Field.Root>
  );
}
