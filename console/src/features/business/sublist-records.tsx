import { useEffect, useRef } from 'react';
import { Spinner } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { confirm } from '@/components/confirm-dialog';
import { notify } from '@/lib/notify';
import { blade } from '@/lib/blade';
import { ResourceFormDialog } from '@/resources/resource-form';
import { required } from '@/resources/rules';
import { ruleMessages, type TextKey, type Translate } from '@/resources/texts';
import type { ActionContext, DialogActionDef, Row } from '@/resources/types';
import { blankOf, formField, toWire } from './derived-columns';
import type { DerivedRecords } from './derived-types';

type Tab = { texts: `business:${string}`; title: TextKey; records: DerivedRecords };
type FormProps = { tab: Tab; ctx: ActionContext; onClose: () => void; t: Translate };

/**
 * What a tab offers on its own records (x-blade-sublist `offers`): 新增 above the rows, a record
 * of the tab's record (its key filled in the field the tab is read by), 编辑 and 删除 on each row;
 * saved through the records' own resource (submit; an edit through update where the contract has
 * one; its remove). Offered with the parent screen's edit button code.
 */
export function sublistRecordActions(tab: Tab): DialogActionDef[] {
  const permission = tab.records.permission ? { permission: tab.records.permission } : {};
  return tab.records.offers.map((offer): DialogActionDef => {
    if (offer === 'add')
      return { name: 'add', label: 'resources:add', scope: 'toolbar', ...permission, dialog: (p) => <RecordDialog tab={tab} {...p} /> };
    if (offer === 'edit')
      return { name: 'edit', label: 'resources:edit', scope: 'row', ...permission, dialog: (p) => <RecordDialog tab={tab} {...p} /> };
    return { name: 'remove', label: 'resources:remove', scope: 'row', ...permission, dialog: (p) => <RemoveRecord tab={tab} {...p} /> };
  });
}

/** 删除 on a tab's row: the confirm, then its resource's remove (the row's key), the tab read again. */
function RemoveRecord({ tab, ctx, onClose, t }: FormProps) {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      if (await confirm(t('resources:confirmRemove'))) {
        const resource = blade.anyResource(tab.records.resource);
        // Refused: the SDK showed the server's message; the tab is read again either way.
        const done = await resource.remove([String(ctx.row?.[resource.removeKey] ?? '')]).then(
          () => true,
          () => false,
        );
        if (done) notify.success(t('resources:removed'));
        ctx.refresh();
      }
      onClose();
    })();
  }, [tab, ctx, onClose, t]);
  return null;
}

/**
 * A record of the tab to add (no row), or the row's to edit: read first by its resource's detail
 * where the contract has one (as a screen's edit reads its record), the row's values otherwise.
 */
function RecordDialog(props: FormProps) {
  const { tab, ctx, onClose } = props;
  const resource = blade.anyResource(tab.records.resource);
  const row = ctx.row;
  const reads = !!row && resource.has('detail');
  const key = row ? String(row[resource.detailKey] ?? row[resource.key] ?? '') : '';
  // Asked by its key, or by the fields the contract reads it by.
  const ask = row && resource.detailBy ? resource.detailQuery(row) : key;
  // A record the server no longer has reads as null: its form opens with the row's values.
  const detail = useQuery({
    queryKey: ['sublist-record', tab.records.resource, key],
    queryFn: async ({ signal }) => (await resource.detail(ask, { signal })) ?? null,
    enabled: reads,
    gcTime: 0,
  });
  // Refused or failed: the SDK showed the server's message; nothing to edit.
  useEffect(() => {
    if (detail.isError) onClose();
  }, [detail.isError, onClose]);
  // While the row is read: a spinner where its form will open (a click never seems lost).
  if (reads && detail.data === undefined)
    return <Spinner position="fixed" top="50%" left="50%" aria-label={props.t('resources:loading')} data-testid="record-loading" />;
  return <RecordForm {...props} initial={row ? { ...row, ...detail.data } : undefined} />;
}

/** The form of one of a tab's records: a new one (no initial) or the read row, kept on a refusal. */
function RecordForm({ tab, ctx, onClose, t, initial: row }: FormProps & { initial?: Row }) {
  const { texts, records } = tab;
  const columns = records.form.map((c) => formField(c, t, texts, `${texts}.options.${c.prop}`));
  const rules = required(...records.form.filter((c) => c.required).map((c) => c.prop));
  // A new record starts with what it copies from the tab's record (its number), still editable.
  const copied = Object.fromEntries(Object.entries(records.fills ?? {}).map(([field, from]) => [field, ctx.parent?.[from] ?? null]));
  const initial = row ?? { ...blankOf(records.form), ...copied };
  const resource = blade.anyResource(records.resource);
  return (
    <ResourceFormDialog
      title={t('resources:dialogTitle', { title: t(tab.title), mode: t(row ? 'resources:edit' : 'resources:add') })}
      mode={row ? 'edit' : 'add'}
      columns={columns}
      required={ruleMessages(t, texts, rules, columns)}
      initial={initial}
      width={720}
      onClose={onClose}
      onSubmit={async (values) => {
        const sent: Row = { ...toWire(records.form, values), [records.field]: row?.[records.field] ?? ctx.parentKey };
        await (row ? resource.update({ ...row, ...sent }) : resource.submit(sent));
        notify.success(t(row ? 'resources:updated' : 'resources:added'));
        ctx.refresh();
        onClose();
      }}
    />
  );
}
