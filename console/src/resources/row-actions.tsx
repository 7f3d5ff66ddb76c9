import { memo, type ReactNode } from 'react';
import { Menu, Portal } from '@chakra-ui/react';
import type { Translate } from './texts';
import type { ActionDef, Row } from './types';

// A row's operation buttons and the one 更多 menu of the list's other operations.

export type RowHandlers = {
  view?: (row: Row) => void;
  edit?: (row: Row) => void;
  remove?: (row: Row) => void;
  action: (a: ActionDef, row: Row) => void;
  /** Opens the screen's one 更多 menu under `anchor` with the row's other operations. */
  more: (row: Row, actions: ActionDef[], anchor: HTMLElement) => void;
};

/** A row shows this many operations as buttons; with more, the first INLINE_ACTIONS - 1 and 更多. */
const INLINE_ACTIONS = 3;

/**
 * A row's buttons as plain elements styled by data-table.css (Chakra's colour variables, so the
 * themes apply): a virtual row mounts on every scroll step, and Chakra Buttons cost several times
 * more to create than a native button.
 */
export const RowActions = memo(function RowActions({
  row,
  on,
  actions,
  t,
  extra,
}: {
  row: Row;
  on: RowHandlers;
  actions: ActionDef[];
  t: Translate;
  extra?: ReactNode;
}) {
  const offered = actions.filter((a) => !a.visible || a.visible(row));
  const cut = offered.length > INLINE_ACTIONS ? INLINE_ACTIONS - 1 : offered.length;
  const [inline, rest] = [offered.slice(0, cut), offered.slice(cut)];
  return (
    <>
      {on.view && (
        <button type="button" className="dt-action" onClick={() => on.view!(row)}>
          {t('resources:view')}
        </button>
      )}
      {on.edit && (
        <button type="button" className="dt-action" onClick={() => on.edit!(row)}>
          {t('resources:edit')}
        </button>
      )}
      {on.remove && (
        <button type="button" className="dt-action dt-danger" onClick={() => on.remove!(row)}>
          {t('resources:remove')}
        </button>
      )}
      {inline.map((a) => (
        <button key={a.name} type="button" className="dt-action" onClick={() => on.action(a, row)}>
          {t(a.label)}
        </button>
      ))}
      {rest.length > 0 && (
        <button type="button" className="dt-action" aria-haspopup="menu" onClick={(e) => on.more(row, rest, e.currentTarget)}>
          {t('resources:more')}
        </button>
      )}
      {extra}
    </>
  );
});

export type MoreMenu = { row: Row; actions: ActionDef[]; rect: DOMRect };

/** The row operations past the first few, as a menu at the row's 更多 button. */
export function RowMoreMenu({
  more,
  onClose,
  onPick,
  t,
}: {
  more: MoreMenu | null;
  onClose: () => void;
  onPick: (a: ActionDef, row: Row) => void;
  t: Translate;
}) {
  if (!more) return null;
  return (
    <Menu.Root
      open
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      positioning={{ placement: 'bottom-end', getAnchorRect: () => more.rect }}
    >
      <Portal>
        <Menu.Positioner>
          <Menu.Content data-testid="row-more-menu">
            {more.actions.map((a) => (
              <Menu.Item
                key={a.name}
                value={a.name}
                onClick={() => {
                  onClose();
                  onPick(a, more.row);
                }}
              >
                {t(a.label)}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
