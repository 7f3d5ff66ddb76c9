import { useEffect, useState } from 'react';
import { Spinner } from '@chakra-ui/react';
import { notify } from '@/lib/notify';
import { ResourceFormDialog } from './resource-form';
import { ui } from './messages';
import type { ActionContext, ActionDef, Lang, Row } from './types';

/** A named operation that asks for a few values (or shows its own dialog) before running. */
export function ActionDialog({ action, ctx, lang, onClose }: { action: ActionDef; ctx: ActionContext; lang: Lang; onClose: () => void }) {
  const [initial, setInitial] = useState<Row | null>(null);
  useEffect(() => {
    let live = true;
    void Promise.resolve(action.form?.initial?.(ctx) ?? {}).then((v) => live && setInitial(v));
    return () => {
      live = false;
    };
  }, [action, ctx]);
  if (action.dialog) return <>{action.dialog({ ctx, onClose, lang })}</>;
  if (!action.form) return null;
  if (!initial) return <Spinner position="fixed" top="50%" left="50%" />;
  return (
    <ResourceFormDialog
      title={(action.form.title ?? action.label)[lang]}
      mode="edit"
      columns={action.form.columns}
      schema={action.form.schema?.(lang)}
      initial={initial}
      lang={lang}
      width={action.form.width ?? 600}
      onClose={onClose}
      onSubmit={async (values) => {
        await action.run?.({ ...ctx, values });
        notify.success((action.success ?? ui.done)[lang]);
        ctx.refresh();
        onClose();
      }}
    />
  );
}
