import { useState } from 'react';
import { Button, Field, Grid, GridItem, HStack, Input } from '@chakra-ui/react';
import { FieldInput } from './field-input';
import { useTexts } from './texts';
import type { ShownColumn } from './types';

/**
 * The search form built from the searchable columns: a field takes a quarter of the row (spec §2
 * "search menu span 6" of 24) and wraps to fewer per row when the screen sits in a narrow
 * container (the dictionary layouts), so inputs never shrink below a usable width.
 */
export function SearchForm(p: { columns: ShownColumn[]; dateRange: boolean; value: Record<string, string>; onSearch: (v: Record<string, string>) => void }) {
  const t = useTexts();
  const [draft, setDraft] = useState<Record<string, string>>(p.value);
  const set = (k: string, v: unknown) => setDraft((d) => ({ ...d, [k]: v == null ? '' : String(v) }));
  const searchCols = p.columns.filter((c) => c.search);
  if (!searchCols.length && !p.dateRange) return null;
  return (
    <form role="search" onSubmit={(e) => { e.preventDefault(); p.onSearch(draft); }}>
      <Grid templateColumns="repeat(auto-fill, minmax(max(260px, calc(25% - 0.75rem)), 1fr))" gap="3" mb="3">
        {searchCols.map((c) => (
          <GridItem key={c.prop}>
            <Field.Root orientation="horizontal">
              <Field.Label htmlFor={`search-${c.prop}`} minW="84px" justifyContent="flex-end" fontSize="sm">{c.text}</Field.Label>
              <SearchInput col={c} value={draft[c.prop] ?? ''} onChange={(v) => set(c.prop, v)} />
            </Field.Root>
          </GridItem>
        ))}
        {p.dateRange && (
          <GridItem>
            <HStack gap="1">
              <Input size="sm" type="date" aria-label={t('resources:createFrom')} value={draft.createTime_dategt ?? ''} onChange={(e) => set('createTime_dategt', e.target.value)} />
              <Input size="sm" type="date" aria-label={t('resources:createTo')} value={draft.createTime_datelt ?? ''} onChange={(e) => set('createTime_datelt', e.target.value)} />
            </HStack>
          </GridItem>
        )}
        <GridItem>
          <HStack>
            <Button type="submit" size="sm" colorPalette="brand">{t('resources:search')}</Button>
            <Button size="sm" variant="outline" onClick={() => { setDraft({}); p.onSearch({}); }}>{t('resources:reset')}</Button>
          </HStack>
        </GridItem>
      </Grid>
    </form>
  );
}

function SearchInput({ col, value, onChange }: { col: ShownColumn; value: string; onChange: (v: unknown) => void }) {
  // Selects and trees search by their value; everything else is a text box.
  const kind = col.type === 'select' || col.type === 'radio' || col.type === 'switch' ? 'select' : col.type === 'tree' ? 'tree' : 'text';
  if (kind === 'text') return <Input id={`search-${col.prop}`} size="sm" value={value} onChange={(e) => onChange(e.target.value)} />;
  return <FieldInput col={{ ...col, type: kind, multiple: false }} id={`search-${col.prop}`} value={value} onChange={onChange} onBlur={() => undefined} />;
}
