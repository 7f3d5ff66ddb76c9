import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Grid, Text, VisuallyHidden } from '@chakra-ui/react';
import { ServerError } from './server-error';
import { ControlledField, FIELD_ROW_GAP, FieldRow, FormDialogFrame, useFormDialog } from './form-dialog';
import { preloadInputs } from './inputs/lazy-inputs';
import { withKnownPick } from './format';
import { useTexts } from './texts';
import type { Row, ShownColumn } from './types';
import { toZodRows } from './zod-rules';
import './rows-form.css';

type Props = {
  title: string;
  columns: ShownColumn[];
  /** The fields every row requires and their messages in the current language. */
  required: Record<string, string>;
  /** A new row's values (the fields' defaults). */
  blank: Row;
  /** The rows it starts with (a record's current lines); one blank row when none. */
  initialRows?: Row[];
  /** A record's own fields above the rows (an order with its goods lines): their columns, required ones and values. */
  head?: { columns: ShownColumn[]; required: Record<string, string>; initial: Row };
  /** The rows, and the head's values when it has a head. */
  onSubmit: (rows: Row[], head: Row) => Promise<void>;
  onClose: () => void;
};

type Rows = { rows: Row[]; head: Row };

/**
 * A form of several rows, one record each (an operation whose body is a list: several purchase
 * orders at once): a row per record with a control per field, rows added and removed, every row's
 * required fields checked before anything is sent; with a head, a record's own fields above its
 * lines (an order edited with its goods). Like the record form, it is not closed on an
 * outside click, asks before dropping unsaved rows and keeps every row when the server refuses.
 */
export function RowsFormDialog(p: Props) {
  const t = useTexts();
  useState(preloadInputs);
  const form = useForm<Rows>({
    defaultValues: { head: p.head?.initial ?? {}, rows: p.initialRows?.length ? p.initialRows : [p.blank] },
    // Checked when a field is first left, then on every change: a shown error clears as soon as the value is right.
    mode: 'onTouched',
    reValidateMode: 'onChange',
    resolver: zodResolver(toZodRows(p.required, p.head?.required)),
  });
  const rows = useFieldArray({ control: form.control, name: 'rows' });
  const { formId, serverError, requestClose, keepOnRefusal } = useFormDialog({
    dirty: form.formState.isDirty,
    editing: true,
    onClose: p.onClose,
  });
  // A refusal (第 2 行: ...) keeps every row as typed.
  const submit = form.handleSubmit(({ rows: values, head }) => keepOnRefusal((v: Row[]) => p.onSubmit(v, head))(values));

  return (
    <FormDialogFrame
      title={p.title}
      maxWidth={1280}
      size="cover"
      formId={formId}
      requestClose={requestClose}
      submitLabel="resources:save"
      submitting={form.formState.isSubmitting}
    >
      <form id={formId} onSubmit={(e) => void submit(e)} noValidate>
        <ServerError message={serverError} />
        {p.head && (
          <Grid
            templateColumns="repeat(auto-fill, minmax(320px, 1fr))"
            columnGap="4"
            rowGap={FIELD_ROW_GAP}
            mb="5"
            data-testid="rows-form-head"
          >
            {p.head.columns.map((c) => {
              const id = `field-${c.prop}`;
              const error = form.formState.errors.head?.[c.prop]?.message as string | undefined;
              const isRequired = c.prop in p.head!.required;
              return (
                <FieldRow key={c.prop} id={id} label={c.text} error={error} required={isRequired} labelWidth="90px">
                  <ControlledField
                    control={form.control}
                    name={`head.${c.prop}`}
                    col={c}
                    id={id}
                    invalid={!!error}
                    required={isRequired}
                    fill={(prop, v) =>
                      p.head!.columns.some((x) => x.prop === prop) && form.setValue(`head.${prop}`, v, { shouldDirty: true })
                    }
                  />
                </FieldRow>
              );
            })}
          </Grid>
        )}
        <Box overflowX="auto">
          <table className="rows-form" data-testid="rows-form">
            <thead>
              <tr>
                <th scope="col">#</th>
                {p.columns.map((c) => (
                  <th key={c.prop} scope="col">
                    {c.prop in p.required && (
                      <Text as="span" color="red.600" aria-hidden>
                        *{' '}
                      </Text>
                    )}
                    {c.text}
                  </th>
                ))}
                <th scope="col" aria-label={t('resources:operations')} />
              </tr>
            </thead>
            <tbody>
              {rows.fields.map((row, i) => (
                <tr key={row.id} data-row={i + 1}>
                  <td>{i + 1}</td>
                  {p.columns.map((c) => {
                    const id = `rows-${i}-${c.prop}`;
                    const error = form.formState.errors.rows?.[i]?.[c.prop]?.message as string | undefined;
                    const isRequired = c.prop in p.required;
                    return (
                      <td key={c.prop}>
                        <VisuallyHidden asChild>
                          <label htmlFor={id}>{t('resources:rowField', { label: c.text, n: i + 1 })}</label>
                        </VisuallyHidden>
                        <ControlledField
                          control={form.control}
                          name={`rows.${i}.${c.prop}`}
                          col={withKnownPick(c, row)}
                          id={id}
                          invalid={!!error}
                          required={isRequired}
                          fill={(prop, v) =>
                            p.columns.some((x) => x.prop === prop) && form.setValue(`rows.${i}.${prop}`, v, { shouldDirty: true })
                          }
                        />
                        {error && (
                          <Text color="red.600" fontSize="xs" mt="1" role="alert">
                            {error}
                          </Text>
                        )}
                      </td>
                    );
                  })}
                  <td>
                    <Button
                      size="xs"
                      variant="ghost"
                      colorPalette="red"
                      disabled={rows.fields.length === 1}
                      onClick={() => rows.remove(i)}
                      aria-label={t('resources:removeRow', { n: i + 1 })}
                      title={t('resources:removeRow', { n: i + 1 })}
                    >
                      {t('resources:remove')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Box>
        <Button mt="3" size="sm" variant="outline" onClick={() => rows.append({ ...p.blank })}>
          {t('resources:addRow')}
        </Button>
      </form>
    </FormDialogFrame>
  );
}
