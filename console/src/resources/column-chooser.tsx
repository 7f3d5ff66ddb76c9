import { Button, Popover, Portal, Stack, chakra } from '@chakra-ui/react';
import { checkStyle } from './native-controls';
import { useTexts } from './texts';
import type { ShownColumn } from './types';

/** Shows or hides table columns; the choice is kept per tenant and user. */
export function ColumnChooser(p: { columns: ShownColumn[]; hidden: string[]; onChange: (hidden: string[]) => void }) {
  const t = useTexts();
  const hidden = new Set(p.hidden);
  return (
    <Popover.Root lazyMount>
      <Popover.Trigger asChild>
        <Button size="sm" variant="outline">{t('resources:columns')}</Button>
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
                    {c.text}
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
