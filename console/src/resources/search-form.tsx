import { memo, useState } from 'react';
import { Button, Field, Grid, GridItem, HStack, Input } from '@chakra-ui/react';
import { controlName, FieldInput } from './field-input';
import { DateField, DateRangeField } from './inputs/lazy-inputs';
import { useTexts } from './texts';
import type { ShownColumn } from './types';

/**
 * The search form built from the searchable columns: a field takes a quarter of the row (spec §2
 * "search menu span 6" of 24) and wraps to fewer per row when the screen sits in a narrow
 * container (the dictionary layouts), so inputs never shrink below a usable width. Typed values are
 * this component's own state until 搜索 (the screen keys it by the applied search, so only an
 * applied search or 清空 replaces them; a tab switch keeps the component and so the draft).
 */
/** Memoised: the screen passes a stable onSearch, so a load or a selection does not draw the fields again. */
export const SearchForm = memo(function SearchForm(p: {
  columns: ShownColumn[];
  dateRange: boolean;
  exact?: boolean;
  value: Record<string, string>;
  onSearch: (v: Record<string, string>) => void;
  /** 清空: the list without its search (nor its side tree's node). */
  onReset: () => void;
}) {
  const t = useTexts();
  const [draft, setDraft] = useState<Record<string, string>>(p.value);
  const set = (k: string, v: unknown) => setDraft((d) => ({ ...d, [k]: v == null ? '' : String(v) }));
  const searchCols = p.columns.filter((c) => c.search);
  if (!searchCols.length && !p.dateRange) return null;
  return (
    <form
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        p.onSearch(draft);
      }}
    >
      <Grid templateColumns="repeat(auto-fill, minmax(max(260px, calc(25% - 0.75rem)), 1fr))" gap="3" mb="3">
        {searchCols.map((c) => (
          <GridItem key={c.prop}>
            <Field.Root orientation="horizontal">
              <Field.Label htmlFor={`search-${c.prop}`} minW="84px" justifyContent="flex-end" fontSize="sm">
                {c.text}
              </Field.Label>
              <SearchInput
                col={c}
                value={draft[c.prop] ?? ''}
                onChange={(v) => set(c.prop, v)}
                hint={p.exact ? t('resources:exactMatch') : undefined}
              />
            </Field.Root>
          </GridItem>
        ))}
        {p.dateRange && (
          <GridItem colSpan={2}>
            <Field.Root orientation="horizontal">
              <Field.Label htmlFor="search-createTime-from" minW="84px" justifyContent="flex-end" fontSize="sm">
                {t('resources:fields.createTime')}
              </Field.Label>
              <DateRangeField
                untilApproached
                ids={['search-createTime-from', 'search-createTime-to']}
                labels={[t('resources:createFrom'), t('resources:createTo')]}
                value={[draft.createTime_dategt ?? '', draft.createTime_datelt ?? '']}
                onChange={([from, to]) => setDraft((d) => ({ ...d, createTime_dategt: from, createTime_datelt: to }))}
              />
            </Field.Root>
          </GridItem>
        )}
        <GridItem>
          <HStack>
            <Button type="submit" size="sm" colorPalette="brand">
              {t('resources:search')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                setDraft({});
                p.onReset();
              }}
            >
              {t('resources:reset')}
            </Button>
          </HStack>
        </GridItem>
      </Grid>
    </form>
  );
});

/**
 * One search field. `hint`: the list matches whole values (an entity-bound BladeX list), so its
 * text boxes say so, and a part of a name finding nothing does not look like a fault.
 */
function SearchInput({ col, value, onChange, hint }: { col: ShownColumn; value: string; onChange: (v: unknown) => void; hint?: string }) {
  // Selects and trees search by their value, dates by their day; everything else is a text box.
  const kind = col.type === 'select' || col.type === 'radio' || col.type === 'switch' ? 'select' : col.type === 'tree' ? 'tree' : 'text';
  // Pickers are made when approached: the search form is part of a list's first render.
  if (col.type === 'date' || col.type === 'datetime')
    return <DateField untilApproached id={`search-${col.prop}`} name={controlName(col.prop)} value={value} onChange={onChange} />;
  if (kind === 'text')
    return (
      <Input id={`search-${col.prop}`} size="sm" value={value} placeholder={hint} title={hint} onChange={(e) => onChange(e.target.value)} />
    );
  return (
    <FieldInput
      col={{ ...col, type: kind, multiple: false }}
      id={`search-${col.prop}`}
      value={value}
      onChange={onChange}
      onBlur={() => undefined}
      untilApproached
    />
  );
}
