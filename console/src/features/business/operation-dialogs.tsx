import { useEffect, useRef, useState } from 'react';
import { Spinner } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { InfoDialog } from '@/components/info-dialog';
import { confirm } from '@/components/confirm-dialog';
import { reasonOf } from '@/lib/error-reason';
import { notify } from '@/lib/notify';
import { readRows } from '@/resources/data';
import { ListError } from '@/resources/list-status';
import { routeKey } from '@/resources/queries';
import { ResourceFormDialog } from '@/resources/resource-form';
import { RowsFormDialog } from '@/resources/rows-form';
import { required } from '@/resources/rules';
import { ruleMessages, type Translate } from '@/resources/texts';
import type { ActionContext, Row, ShownColumn } from '@/resources/types';
import { blankOf, columnOf, formField, toWire, type DerivedField } from './derived-columns';
import type { DerivedAction, DerivedLines } from './derived-types';
import { AnswerDialog, type AnswerShape } from './answer-dialog';
import {
  askedInputs,
  choicesOf,
  labelOf,
  looksUp,
  operationOf,
  runOperation,
  settle,
  targetColumn,
  type OperationHost,
} from './run-operation';

// The dialogs of a derived named operation: a confirm (or none, for a look-up), a form of its
// inputs, its rows, or a record's fields with its lines; then its answer, where it has one.

export type OperationDialogProps = { host: OperationHost; action: DerivedAction; ctx: ActionContext; onClose: () => void; t: Translate };

/** A picker whose list is the record's own (an order's materials, `by` its id): read with the record's values. */
const readForRecord = (c: DerivedField, row: Row | undefined): DerivedField =>
  c.remote?.by
    ? {
        ...c,
        remote: {
          ...c.remote,
          query: {
            ...c.remote.query,
            ...Object.fromEntries(Object.entries(c.remote.by).map(([param, field]) => [param, String(row?.[field] ?? '')])),
          },
        },
      }
    : c;

/** An answer's shape: a tree, or a table's or record's columns as framework columns (texts: business:<code>.answers.<action>). */
function answerShape(host: OperationHost, a: DerivedAction): AnswerShape | undefined {
  if (a.shows === 'tree') return { kind: 'tree' };
  if (!a.answer || (a.shows !== 'table' && a.shows !== 'record')) return undefined;
  const texts = `${host.texts}.answers.${a.name}`;
  const lists = a.lists?.map((l) => ({
    prop: l.prop,
    texts: `${texts}.lists.${l.prop}`,
    columns: l.columns.map((c) => columnOf(c, false)),
  }));
  return {
    kind: a.shows,
    texts,
    columns: a.answer.map((c) => columnOf(c, false, `${texts}.options.${c.prop}`)),
    ...(lists ? { lists } : {}),
  };
}

function Answer({ host, action, answer, t, onClose }: OperationDialogProps & { answer: { value: unknown } }) {
  return <AnswerDialog title={t(labelOf(host, action))} answer={answer.value} shape={answerShape(host, action)} t={t} onClose={onClose} />;
}

/**
 * A single-target operation: the spec's 提示 confirm (none for a look-up), then the call; the list
 * refreshes either way. An operation that answers something shows the answer instead of a toast.
 */
export function ConfirmOperation(props: OperationDialogProps) {
  const { host, action, ctx, onClose, t } = props;
  const started = useRef(false);
  const [answer, setAnswer] = useState<{ value: unknown } | null>(null);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      if (looksUp(action) || (await confirm(t('resources:runConfirm', { name: t(labelOf(host, action)) })))) {
        // The new state shows at once; refused (a state the operation does not allow...), the old
        // one comes back and the SDK shows the server's message.
        const undo = showAtOnce(host, action, ctx);
        const done = await runOperation(host, action, ctx).then(
          (value) => ({ value }),
          () => void undo?.(),
        );
        if (!looksUp(action)) ctx.refresh();
        const shown = done && settle(host, action, ctx, t, done.value);
        if (shown) return setAnswer(shown);
      }
      onClose();
    })();
  }, [host, action, ctx, onClose, t]);
  return answer ? <Answer {...props} answer={answer} /> : null;
}

/** An operation to one fixed state, on the screen's rows: they show it before the answer (react-admin's optimistic mode). */
function showAtOnce(host: OperationHost, action: DerivedAction, ctx: ActionContext): (() => void) | undefined {
  const op = operationOf(host, action);
  if (looksUp(action) || action.shows || op.to === undefined || typeof op.to === 'object' || !op.field) return undefined;
  return ctx.patchRows?.(ctx.rows, { [op.field]: op.to });
}

/** A form's operation went through: the list is read again, 操作成功 is said, the form closes. */
function done(ctx: ActionContext, t: Translate, onClose: () => void) {
  ctx.refresh();
  notify.success(t('resources:done'));
  onClose();
}

/** An operation that asks for a target state or inputs first; a refusal stays in the dialog as text. */
export function OperationForm(props: OperationDialogProps) {
  const { host, action, ctx, onClose, t } = props;
  const [answer, setAnswer] = useState<{ value: unknown } | null>(null);
  const texts = host.texts;
  const op = operationOf(host, action);
  const fields = [...(choicesOf(op) ? [targetColumn(host, op)] : []), ...askedInputs(action).map((c) => readForRecord(c, ctx.rows[0]))];
  // The target state is the framework's 目标状态; an input's label is its operation's (texts.ts).
  const columns: ShownColumn[] = fields.map((c, i) =>
    i === 0 && choicesOf(op)
      ? formField(c, t, texts, undefined, 'resources:targetState')
      : formField(c, t, texts, `${texts}.inputOptions.${action.name}.${c.prop}`, `${texts}.inputs.${action.name}.${c.prop}`),
  );
  const rules = required(...fields.filter((c) => c.required).map((c) => c.prop));
  if (answer) return <Answer {...props} answer={answer} />;
  const blank = blankOf(fields);
  const messages = ruleMessages(t, texts, rules, columns);
  if (action.lines) return <LinesForm {...props} head={{ columns, required: messages }} />;
  if (action.inputsIn === 'rows') {
    return (
      <RowsFormDialog
        title={t(labelOf(host, action))}
        columns={columns}
        required={messages}
        blank={blank}
        onClose={onClose}
        onSubmit={async (rows) => {
          await runOperation(host, action, ctx, rows);
          done(ctx, t, onClose);
        }}
      />
    );
  }
  return (
    <ResourceFormDialog
      title={t(labelOf(host, action))}
      mode="edit"
      columns={columns}
      required={messages}
      initial={blank}
      width={560}
      {...(looksUp(action) ? { submitLabel: 'resources:lookUp' as const } : {})}
      onClose={onClose}
      onSubmit={async (values) => {
        const value = await runOperation(host, action, ctx, values);
        if (!looksUp(action)) ctx.refresh();
        const shown = settle(host, action, ctx, t, value);
        if (shown) setAnswer(shown);
        else onClose();
      }}
    />
  );
}

/** The record's current lines (an order's goods), read from its tab of the same records. */
function useCurrentLines(lines: DerivedLines, ctx: ActionContext) {
  const key = String(ctx.rows[0]?.id ?? '');
  return useQuery({
    queryKey: [...routeKey(lines.read?.url ?? ''), 'lines', key],
    queryFn: () =>
      lines.read
        ? readRows(lines.read.url, { [lines.read.param]: key, ...(lines.read.paged ? { current: 1, size: LINES_READ } : {}) })
        : Promise.resolve([]),
    staleTime: 0,
  });
}
/** The most lines read into the form (a record's lines are a handful; a page of them at most). */
const LINES_READ = 500;

/**
 * A record's fields with its lines in one form (a warehouse order with its goods): the fields
 * above (the record's values), its current lines as rows below; saved in one call, the lines in the
 * body's list field. While the lines load the form waits; a failed read is shown with 重试.
 */
function LinesForm({
  host,
  action,
  ctx,
  onClose,
  t,
  head,
}: OperationDialogProps & { head: { columns: ShownColumn[]; required: Record<string, string> } }) {
  const lines = action.lines!;
  const current = useCurrentLines(lines, ctx);
  const texts = `${host.texts}.lines.${action.name}` as const;
  const columns: ShownColumn[] = lines.columns.map((c) =>
    formField(c, t, texts, `${texts}.options.${c.prop}`, `${texts}.fields.${c.prop}`),
  );
  const rules = required(...lines.columns.filter((c) => c.required).map((c) => c.prop));
  if (current.isError) {
    return (
      <InfoDialog title={t(labelOf(host, action))} testId="lines-error" onClose={onClose}>
        <ListError reason={reasonOf(current.error)} onRetry={() => void current.refetch()} t={t} banner={false} />
      </InfoDialog>
    );
  }
  if (!current.data) return <Spinner position="fixed" top="50%" left="50%" />;
  const row = ctx.rows[0] ?? {};
  const blank = blankOf(lines.columns);
  return (
    <RowsFormDialog
      title={t(labelOf(host, action))}
      columns={columns}
      required={ruleMessages(t, texts, rules, columns)}
      blank={blank}
      initialRows={current.data.map((line) => Object.fromEntries(lines.columns.map((c) => [c.prop, line[c.prop] ?? blank[c.prop]])))}
      head={{ ...head, initial: Object.fromEntries(head.columns.map((c) => [c.prop, row[c.prop] ?? ''])) }}
      onClose={onClose}
      onSubmit={async (rows, values) => {
        await runOperation(host, action, ctx, { ...values, [lines.prop]: rows.map((r) => toWire(lines.columns, r)) });
        done(ctx, t, onClose);
      }}
    />
  );
}
