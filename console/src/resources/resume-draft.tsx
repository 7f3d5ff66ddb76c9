import { useEffect, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Spinner } from '@chakra-ui/react';
import { notify } from '@/lib/notify';
import { blankRecord, saveRecord, submittedValues } from './data';
import { recordOfDraft, saveDraft } from './drafts';
import { resourceDetailOptions, resourceKeys } from './queries';
import { ResourceFormDialog } from './resource-form';
import { columnLabel, ruleMessages, useTexts, type TextKey } from './texts';
import { keyOf } from './use-resource-rows';
import type { ActionContext, ActionDef, AnyResource, DraftsDef } from './types';

// Apart from drafts.ts: the list screen's first render saves drafts but never draws this form.

/** 继续编辑 on a draft (a row of the drafts' screen): `record`'s new-record form, filled from the draft. */
export function resumeDraftAction(draftsDef: AnyResource, record: AnyResource & { drafts: DraftsDef }, permission: string): ActionDef {
  return {
    name: 'resume-draft',
    label: 'resources:resumeDraft',
    scope: 'row',
    permission,
    dialog: ({ ctx, onClose }) => <ResumeDraft draftsDef={draftsDef} record={record} ctx={ctx} onClose={onClose} />,
  };
}

type ResumeProps = { draftsDef: AnyResource; record: AnyResource & { drafts: DraftsDef }; ctx: ActionContext; onClose: () => void };

/** Reads the draft (its detail), then offers its record's form: 保存 adds the record, 存为草稿 changes the draft. */
function ResumeDraft({ draftsDef, record, ctx, onClose }: ResumeProps) {
  const t = useTexts(record.texts);
  const qc = useQueryClient();
  const draftKey = keyOf(draftsDef, ctx.row!);
  const detail = useQuery(resourceDetailOptions(draftsDef, draftKey));
  // A draft the server no longer has (null) resumes from the row's own content.
  const initial = useMemo(
    () => (detail.data !== undefined ? recordOfDraft(record, { ...ctx.row, ...detail.data }[record.drafts.content]) : undefined),
    [detail.data, record, ctx.row],
  );
  const unreadable = initial === null;
  useEffect(() => {
    // A refused read was shown by the SDK; a content that is no record is said here.
    if (unreadable) notify.emit({ type: 'error', title: t('resources:draftUnreadable') });
    if (unreadable || detail.isError) onClose();
  }, [unreadable, detail.isError, onClose, t]);
  const columns = useMemo(() => record.columns.map((c) => ({ ...c, text: columnLabel(t, record.texts, c) })), [record, t]);
  if (!initial)
    return detail.isPending ? (
      <Spinner position="fixed" top="50%" left="50%" aria-label={t('resources:loading')} data-testid="record-loading" />
    ) : null;
  const title = t(record.title ?? (`${record.texts}.title` as TextKey));
  const withDefaults = { ...blankRecord(record), ...initial };
  return (
    <ResourceFormDialog
      title={t('resources:dialogTitle', { title, mode: t('resources:add') })}
      mode="add"
      columns={columns}
      required={record.form ? ruleMessages(t, record.texts, record.form('add'), columns) : undefined}
      initial={withDefaults}
      width={record.dialogWidth}
      onClose={onClose}
      onSubmit={async (values) => {
        await saveRecord(record, submittedValues(record, values, 'add'), 'add');
        notify.success(t('resources:added'));
        void qc.invalidateQueries({ queryKey: resourceKeys.all(record) });
        onClose();
      }}
      // Kept again: the same draft changes (what 继续编辑's code grants).
      onDraft={async (values) => {
        await saveDraft(record.drafts, submittedValues(record, values, 'add'), draftKey);
        notify.success(t('resources:draftSaved'));
        ctx.refresh();
        onClose();
      }}
    />
  );
}
