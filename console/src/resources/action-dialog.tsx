import { useEffect, useMemo, useState } from 'react';
import { Spinner } from '@chakra-ui/react';
import { notify } from '@/lib/notify';
import { ResourceFormDialog } from './resource-form';
import { columnLabel, ruleMessages, useTexts } from './texts';
import type { ActionContext, ActionDef, Row } from './types';

/**
 * A named operation that asks for a few values (or shows its own dialog) before running. Its
 * form's fields are labelled like the screen's (`screenTexts`: 'system:user').
 */
export function ActionDialog({
  action,
  ctx,
  screenTexts,
  onClose,
}: {
  action: ActionDef;
  ctx: ActionContext;
  screenTexts: string;
  onClose: () => void;
}) {
  const t = useTexts(screenTexts);
  const [initial, setInitial] = useState<Row | null>(null);
  useEffect(() => {
    let live = true;
    void Promise.resolve(action.form?.initial?.(ctx) ?? {}).then((v) => live && setInitial(v));
    return () => {
      live = false;
    };
  }, [action, ctx]);
  const columns = useMemo(
    () => action.form?.columns.map((c) => ({ ...c, text: columnLabel(t, screenTexts, c) })) ?? [],
    [action, t, screenTexts],
  );
  if (action.dialog) return <>{action.dialog({ ctx, onClose, t })}</>;
  if (!action.form) return null;
  if (!initial) return <Spinner position="fixed" top="50%" left="50%" />;
  return (
    <ResourceFormDialog
      title={t(action.form.title ?? action.label)}
      mode="edit"
      columns={columns}
      required={action.form.rules ? ruleMessages(t, screenTexts, action.form.rules, columns) : undefined}
      initial={initial}
      width={action.form.width ?? 600}
      extra={action.form.extra?.(t)}
      onClose={onClose}
      onSubmit={async (values) => {
        await action.run?.({ ...ctx, values });
        notify.success(t(action.success ?? 'resources:done'));
        ctx.refresh();
        onClose();
      }}
    />
  );
}
