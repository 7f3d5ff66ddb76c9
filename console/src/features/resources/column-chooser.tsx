import { Button, Checkbox, Popover, Portal, Stack } from '@chakra-ui/react';
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
                  <Checkbox.Root key={c.prop} size="sm" checked={!hidden.has(c.prop)}
                    onCheckedChange={(e) => p.onChange(e.checked ? p.hidden.filter((h) => h !== c.prop) : [...p.hidden, c.prop])}>
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{c.label[p.lang]}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
