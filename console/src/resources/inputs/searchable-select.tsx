import { useMemo, useState } from 'react';
import { Combobox, Portal, createListCollection, useFilter } from '@chakra-ui/react';
import { comboboxSlotRecipe } from '@chakra-ui/react/theme';
import { useTexts } from '../texts';
import type { Option } from '../types';

export type SearchableSelectProps = {
  id: string;
  name: string;
  options: Option[];
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  disabled?: boolean;
  invalid?: boolean;
  required?: boolean;
  /** Several choices, held comma-joined (as BladeX sends id lists). */
  multiple?: boolean;
  /** Told the typed text (empty when typing ends): a picker searching the server asks it. */
  onQueryChange?: (text: string) => void;
  /** The server is asked for the typed text: the empty list says 加载中, not 无匹配项. */
  loading?: boolean;
};

/**
 * A long dictionary or a reference field: Chakra's Combobox (typing filters, arrows and Enter pick,
 * a clear button), its recipe given here so the lean theme stays lean until a form needs it.
 * Labels are server or contract text, rendered as text.
 */
export function SearchableSelect(p: SearchableSelectProps) {
  const t = useTexts();
  const [query, setQuery] = useState<string | null>(null);
  const type = (text: string | null) => {
    setQuery(text);
    p.onQueryChange?.(text ?? '');
  };
  const { contains } = useFilter({ sensitivity: 'base' });
  const values = useMemo(() => (p.multiple ? p.value.split(',').filter(Boolean) : p.value ? [p.value] : []), [p.value, p.multiple]);
  // The input shows the picked labels (several joined by 、) until the user types.
  const shown = p.options
    .filter((o) => values.includes(o.value))
    .map((o) => o.label)
    .join('、');
  // While typing, the options containing the text; otherwise all (the input shows the picked label).
  const items = useMemo(() => (query ? p.options.filter((o) => contains(o.label, query)) : p.options), [p.options, query, contains]);
  const collection = useMemo(() => createListCollection({ items, itemToString: (o) => o.label, itemToValue: (o) => o.value }), [items]);
  return (
    <Combobox.Root
      recipe={comboboxSlotRecipe}
      size="sm"
      collection={collection}
      ids={{ input: p.id }}
      name={p.name}
      multiple={p.multiple}
      closeOnSelect={!p.multiple}
      value={values}
      inputValue={query ?? shown}
      onInputValueChange={(e) => type(e.reason === 'input-change' ? e.inputValue : null)}
      // A pick is committed like a radio's: validated at once (the list may close before the value lands).
      onValueChange={(e) => {
        type(null);
        p.onChange(p.multiple ? e.value.join(',') : (e.value[0] ?? ''));
        p.onBlur();
      }}
      onOpenChange={(e) => {
        if (!e.open) {
          type(null);
          p.onBlur();
        }
      }}
      openOnClick
      disabled={p.disabled}
      invalid={p.invalid}
      required={p.required}
      translations={{ triggerLabel: t('resources:inputs.showOptions'), clearTriggerLabel: t('resources:inputs.clear') }}
      positioning={{ sameWidth: true }}
    >
      <Combobox.Control>
        <Combobox.Input placeholder={t('resources:inputs.typeToFilter')} aria-required={p.required || undefined} />
        <Combobox.IndicatorGroup>
          <Combobox.ClearTrigger />
          <Combobox.Trigger />
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content maxH="280px" overflowY="auto">
            <Combobox.Empty>{p.loading ? t('resources:loading') : t('resources:inputs.noMatch')}</Combobox.Empty>
            {collection.items.map((o) => (
              <Combobox.Item item={o} key={o.value}>
                <Combobox.ItemText>{o.label}</Combobox.ItemText>
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
}
