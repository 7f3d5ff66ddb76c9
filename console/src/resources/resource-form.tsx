import { useMemo, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { choose } from '@/components/confirm-dialog';
import { changedSince, checkable, describeChange, differs } from './edit-conflict';
import { Box, Button, Grid, Tabs, Text } from '@chakra-ui/react';
import { ServerError } from './server-error';
import { ControlledField, FIELD_ROW_GAP, FieldRow, FormDialogFrame, useFormDialog } from './form-dialog';
import { preloadInputs } from './inputs/lazy-inputs';
import { cellText, optionMap, withKnownPick } from './format';
import { flattenTree, useColumnOptions, useTreeNodes } from './options';
import { useTexts, type TextKey, type Translate } from './texts';
import { sublistTabs } from './sublist-table';
import type { Row, ShownColumn, SublistDef } from './types';
import { toZod } from './zod-rules';

export type FormMode = 'add' | 'edit' | 'view';

type Props = {
  title: string;
  mode: FormMode;
  columns: ShownColumn[];
  /** The required fields and their messages in the current language. */
  required?: Record<string, string>;
  initial: Row;
  width?: number;
  onSubmit: (values: Row) => Promise<void>;
  onClose: () => void;
  /** View only: the record's sub-lists as tabs beside its fields (read when a tab is first opened), and its key they are read by. */
  sublists?: SublistDef[];
  recordKey?: string;
  /** The submit button's text when it does not save (a look-up's 查询). */
  submitLabel?: TextKey;
  /** 存为草稿 beside the save: keeps the values as typed, unchecked (a record begun, not finished). */
  onDraft?: (values: Row) => Promise<void>;
  /** Another button beside the save (an import's 模板下载). */
  extra?: ReactNode;
  /** Edit only: the record as the server holds it now, read again before the save to see whether someone changed it meanwhile. */
  reread?: () => Promise<Row>;
};

const shown = (c: ShownColumn, mode: FormMode) => c.display?.[mode] !== false;

/** The add/edit/view dialog: not closed on outside click; asks before dropping unsaved edits. */
export function ResourceFormDialog(p: Props) {
  const t = useTexts();
  // An open form draws its pickers at once (their chunks start loading before its fields render);
  // not at this module's load, which a business list's first render includes (state-actions).
  useState(preloadInputs);
  // A picker knows the record's own pick by the label the record carries (past the choices it reads).
  const cols = useMemo(
    () => p.columns.filter((c) => shown(c, p.mode)).map((c) => withKnownPick(c, p.initial)),
    [p.columns, p.mode, p.initial],
  );
  const form = useForm<Row>({
    defaultValues: p.initial,
    // Checked when a field is first left, then on every change: a shown error clears as soon as the value is right.
    mode: 'onTouched',
    reValidateMode: 'onChange',
    resolver: p.required ? zodResolver(toZod(p.required)) : undefined,
  });
  const editing = p.mode !== 'view';
  const qc = useQueryClient();
  // The record as last read (the one opened, or the one reloaded over a conflict), and the values
  // the user had typed when they chose to reload: shown beside the fields, one click to take back.
  const [base, setBase] = useState(p.initial);
  const [mine, setMine] = useState<Row | null>(null);
  const { formId, serverError, requestClose, keepOnRefusal } = useFormDialog({
    dirty: form.formState.isDirty || !!mine,
    editing,
    onClose: p.onClose,
  });
  // A field the server checks (an account's name): a new or changed value is asked about when the
  // field is left and again before the save; a taken one is the field's error, nothing is sent.
  const verify = async (c: ShownColumn, value: unknown) => {
    const text = String(value ?? '').trim();
    if (!c.check || !text || (p.mode === 'edit' && String(p.initial[c.prop] ?? '').trim() === text)) return true;
    // A check that fails to answer leaves the verdict to the save (the server refuses a taken value).
    const free = await c.check(text).catch(() => true);
    if (!free) form.setError(c.prop, { type: 'taken', message: t('resources:rules.taken', { label: c.text }) });
    return free;
  };
  const save = keepOnRefusal(p.onSubmit);
  const [drafting, setDrafting] = useState(false);
  const draft = p.onDraft && keepOnRefusal(p.onDraft);
  const saveDraft = async () => {
    setDrafting(true);
    await draft?.(form.getValues());
    setDrafting(false);
  };
  const fieldProps = cols.map((c) => c.prop);
  // Someone saved the record since it was read: the user says whether to reload it (their values kept
  // beside the fields) or to overwrite. False keeps the form open, as typed or reloaded.
  const stillCurrent = async (values: Row) => {
    if (!p.reread || !checkable(base)) return true; // nothing to compare: no second read
    const current = await p.reread().catch(() => null); // the SDK has shown why
    if (!current) return false;
    if (!changedSince(base, current, fieldProps)) return true;
    const pick = await choose(t('resources:conflict.message', await describeChange(qc, current)), [
      { value: 'reload', label: t('resources:conflict.reload') },
      { value: 'overwrite', label: t('resources:conflict.overwrite') },
    ]);
    if (pick === 'overwrite') return true;
    if (pick === 'reload') {
      setBase(current);
      setMine(values);
      form.reset(current);
    }
    return false;
  };
  const submit = form.handleSubmit(async (values) => {
    const verdicts = await Promise.all(cols.map((c) => verify(c, values[c.prop])));
    if (verdicts.every(Boolean) && (await stillCurrent(values))) await save(values);
  });

  const tabs = p.mode === 'view' && p.sublists && p.recordKey ? sublistTabs(p.sublists, p.initial, p.recordKey, t) : [];
  const fields = (
    <form id={formId} onSubmit={(e) => void submit(e)} noValidate>
      <ServerError message={serverError} />
      <Grid templateColumns="repeat(24, 1fr)" columnGap="4" rowGap={p.mode === 'view' ? '3' : FIELD_ROW_GAP}>
        {cols.map((c) => {
          const id = `field-${c.prop}`;
          const error = form.formState.errors[c.prop]?.message as string | undefined;
          // Marked from the form's rules before any error (a red *), and aria-required.
          const isRequired = p.mode !== 'view' && !!p.required && c.prop in p.required;
          return (
            <Box key={c.prop} gridColumn={`span ${c.span ?? 24}`}>
              <FieldRow id={id} label={c.text} error={error} required={isRequired} labelWidth="110px">
                {p.mode === 'view' ? (
                  <ViewValue col={c} row={p.initial} />
                ) : (
                  <ControlledField
                    control={form.control}
                    name={c.prop}
                    col={c}
                    id={id}
                    invalid={!!error}
                    required={isRequired}
                    disabled={c.disabled?.[p.mode as 'add' | 'edit']}
                    onLeave={c.check ? () => void verify(c, form.getValues(c.prop)) : undefined}
                    fill={(prop, v) => cols.some((x) => x.prop === prop) && form.setValue(prop, v, { shouldDirty: true })}
                  />
                )}
                {mine && c.prop in mine && differs(mine[c.prop], form.watch(c.prop)) && (
                  <KeptValue col={c} row={mine} onTake={() => form.setValue(c.prop, mine[c.prop], { shouldDirty: true })} />
                )}
              </FieldRow>
            </Box>
          );
        })}
      </Grid>
    </form>
  );

  return (
    <FormDialogFrame
      title={p.title}
      maxWidth={p.width ?? 880}
      formId={formId}
      requestClose={requestClose}
      submitLabel={editing ? (p.submitLabel ?? 'resources:save') : undefined}
      submitting={form.formState.isSubmitting}
      extra={
        p.extra ??
        (p.mode === 'view' ? (
          <Button variant="outline" size="sm" onClick={() => printRecord(p.title, cols, formId, t)}>
            {t('resources:print.button')}
          </Button>
        ) : (
          draft && (
            <Button variant="outline" size="sm" loading={drafting} disabled={form.formState.isSubmitting} onClick={() => void saveDraft()}>
              {t('resources:saveDraft')}
            </Button>
          )
        ))
      }
    >
      {tabs.length ? (
        <Tabs.Root defaultValue="record" lazyMount size="sm" variant="line">
          <Tabs.List mb="3" overflowX="auto">
            <Tabs.Trigger value="record">{t('resources:basicInfo')}</Tabs.Trigger>
            {tabs.map((tab) => (
              <Tabs.Trigger key={tab.value} value={tab.value}>
                {tab.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="record">{fields}</Tabs.Content>
          {tabs.map((tab) => (
            <Tabs.Content key={tab.value} value={tab.value}>
              {tab.content}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      ) : (
        fields
      )}
    </FormDialogFrame>
  );
}

/** 打印 of a view: each field's label and the text the view shows for it (the module loads on the first print). */
function printRecord(title: string, cols: ShownColumn[], formId: string, t: Translate) {
  const shown = document.getElementById(formId);
  const fields = cols.map((c): [string, string] => [
    c.text,
    shown?.querySelector(`[data-prop="${CSS.escape(c.prop)}"]`)?.textContent ?? '',
  ]);
  void import('./print').then((m) => m.printSheet({ title, lines: [t('resources:print.at', { time: m.printedAt() })], fields }));
}

/** A field's value as its cell shows it (a pick's label, a tree node's title). */
function useShownValue(col: ShownColumn, row: Row) {
  const t = useTexts();
  const options = useColumnOptions(col, t);
  const nodes = useTreeNodes(col);
  const labels = col.tree ? flattenTree(nodes) : optionMap(options);
  return cellText(col, row, t, labels) || '—';
}

function ViewValue({ col, row }: { col: ShownColumn; row: Row }) {
  return (
    <Text pt="2" whiteSpace="pre-wrap" wordBreak="break-all" data-prop={col.prop}>
      {useShownValue(col, row)}
    </Text>
  );
}

/** Under a reloaded field: what the user had typed there, and a button putting it back. */
function KeptValue({ col, row, onTake }: { col: ShownColumn; row: Row; onTake: () => void }) {
  const t = useTexts();
  return (
    <Text fontSize="xs" color="fg.muted" mt="1" data-testid="kept-value" data-prop={col.prop}>
      {t('resources:conflict.yours', { value: useShownValue(col, row) })}{' '}
      <Button variant="plain" size="xs" h="auto" minW="0" p="0" colorPalette="brand" color="colorPalette.fg" onClick={onTake}>
        {t('resources:conflict.takeMine')}
      </Button>
    </Text>
  );
}
