import { notify } from '@/lib/notify';
import { blade } from '@/lib/blade';
import { ResourceFormDialog } from '@/resources/resource-form';
import { required } from '@/resources/rules';
import { columnLabel, ruleMessages, type TextKey, type Translate } from '@/resources/texts';
import type { ActionContext, DialogActionDef, Row, ShownColumn } from '@/resources/types';
import { columnOf, toWire } from './derived-columns';
import type { DerivedRecords } from './derived-types';

type Tab = { texts: `business:${string}`; title: TextKey; records: DerivedRecords };
type FormProps = { tab: Tab; ctx: ActionContext; onClose: () => void; t: Translate };

/**
 * What a tab offers on its own records (x-blade-sublist `offers`): 新增 above the rows, a record
 * of the tab's record (its key filled in the field the tab is read by), and 编辑 on each row;
 * both saved through the records' own resource (submit; an edit through update where the
 * contract has one). Offered with the parent screen's edit button code.
 */
export function sublistRecordActions(tab: Tab): DialogActionDef[] {
  const permission = tab.records.permission ? { permission: tab.records.permission } : {};
  return tab.records.offers.map((offer) =>
    offer === 'add'
      ? { name: 'add', label: 'resources:add', scope: 'toolbar', ...permission, dialog: (p) => <RecordForm tab={tab} {...p} /> }
      : { name: 'edit', label: 'resources:edit', scope: 'row', ...permission, dialog: (p) => <RecordForm tab={tab} {...p} /> },
  );
}

/** The form of one of a tab's records: a new one (no row) or the row's, kept on a refusal. */
function RecordForm({ tab, ctx, onClose, t }: FormProps) {
  const { texts, records } = tab;
  const row = ctx.row;
  const columns: ShownColumn[] = records.form.map((c) => {
    const column = { ...columnOf(c, false, `${texts}.options.${c.prop}`), hide: false, display: undefined };
    return { ...column, text: columnLabel(t, texts, column) };
  });
  const rules = required(...records.form.filter((c) => c.required).map((c) => c.prop));
  const initial = row ?? Object.fromEntries(records.form.map((c) => [c.prop, c.default !== undefined ? String(c.default) : '']));
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
