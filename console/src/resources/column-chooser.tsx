import { memo } from 'react';
import { Button, Popover, Portal, Stack, chakra } from '@chakra-ui/react';
import type { Pin } from './list-state';
import { checkStyle } from './native-controls';
import { pinOf } from './table-layout';
import { useTexts } from './texts';
import type { ShownColumn } from './types';

const PINS: Pin[] = ['left', 'none', 'right'];
const PIN_TEXT = { left: 'resources:list.pinLeft', none: 'resources:list.pinNone', right: 'resources:list.pinRight' } as const;

type Props = {
  columns: ShownColumn[];
  hidden: string[];
  onChange: (hidden: string[]) => void;
  pins: Record<string, Pin>;
  onPin: (prop: string, pin: Pin) => void;
};

/** Shows or hides table columns and pins them left or right; the choice is kept per tenant and user. */
export const ColumnChooser = memo(function ColumnChooser(p: Props) {
  const t = useTexts();
  const hidden = new Set(p.hidden);
  const shown = p.columns.filter((c) => !hidden.has(c.prop));
  return (
    <Popover.Root lazyMount>
      <Popover.Trigger asChild>
        <Button size="sm" variant="outline">
          {t('resources:columns')}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="280px" data-testid="column-chooser">
            <Popover.Body>
              <Stack gap="2" maxH="360px" overflowY="auto">
                {p.columns.map((c) => (
                  <chakra.div key={c.prop} display="flex" alignItems="center" gap="2" fontSize="sm">
                    <chakra.label display="flex" alignItems="center" gap="2" flex="1" minW="0" cursor="pointer">
                      <input
                        type="checkbox"
                        style={checkStyle}
                        checked={!hidden.has(c.prop)}
                        onChange={(e) => p.onChange(e.target.checked ? p.hidden.filter((h) => h !== c.prop) : [...p.hidden, c.prop])}
                      />
                      {c.text}
                    </chakra.label>
                    {/* The default pin (the first shown column at the left) follows the shown columns. */}
                    <chakra.select
                      fontSize="xs"
                      borderWidth="1px"
                      borderRadius="l1"
                      px="1"
                      aria-label={t('resources:list.pinOf', { label: c.text })}
                      value={pinOf(c.prop, shown[0]?.prop === c.prop, p.pins)}
                      onChange={(e) => p.onPin(c.prop, e.target.value as Pin)}
                    >
                      {PINS.map((pin) => (
                        <option key={pin} value={pin}>
                          {t(PIN_TEXT[pin])}
                        </option>
                      ))}
                    </chakra.select>
                  </chakra.div>
                ))}
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
});
