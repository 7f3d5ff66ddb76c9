import { Button, Popover, Portal, Stack, chakra } from '@chakra-ui/react';
import { checkStyle } from './native-controls';
import { ui } from './messages';
import type { ColumnDef, Lang } from './types';

/** Shows or hides table columns; the choice is kept per tenant and user. */
export function ColumnChooser(p: { columns: ColumnDef[]; hidden: string[]; lang: Lang; onChange: (hidden: string[]) => void }) {
  const hidden = new Set(p.hidden);
  return (
    <Popover.Root lazyMount>
      <Popover.Trigger asChild>
        <Button size="sm" variant="outline">{ui.columns[p.lang]}</Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="220px" data-testid="column-chooser">
            <Popover.Body>
              <Stack gap="2" maxH="360px" overflowY="auto">
                {p.columns.map((c) => (
                  <chakra.label key={c.prop} display="flex" alignItems="center" gap="2" fontSize="sm" cursor="pointer">
                    <input type="checkbox" style={checkStyle} checked={!hidden.has(c.prop)}
                      onChange={(e) => p.onChange(e.target.checked ? p.hidden.filter((h) => h !== c.prop) : [...p.hidden, c.prop])} />
                    {c.label[p.lang]}
                  </chakra.label>
                ))}
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
