import { useState } from 'react';
import { Button, Field, Grid, GridItem, HStack, Input } from '@chakra-ui/react';
import { FieldInput } from './field-input';
import { ui } from './messages';
import type { ColumnDef, Lang } from './types';

/**
 * The search form built from the searchable columns: a field takes a quarter of the row (spec §2
 * "search menu span 6" of 24) and wraps to fewer per row when the screen sits in a narrow
 * container (the dictionary layouts), so inputs never shrink below a usable width.
 */
export function SearchForm(p: { columns: ColumnDef[]; dateRange: boolean; value: Record<string, string>; lang: Lang; onSearch: (v: Record<string, string>) => void }) {
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
              <Field.Label htmlFor={`search-${c.prop}`} minW="84px" justifyContent="flex-end" fontSize="sm">{c.label[p.lang]}</Field.Label>
              <SearchInput col={c} lang={p.lang} value={draft[c.prop] ?? ''} onChange={(v) => set(c.prop, v)} />
            </Field.Root>
          </GridItem>
        ))}
        {p.dateRange && (
          <GridItem>
            <HStack gap="1">
              <Input size="sm" type="date" aria-label={ui.createFrom[p.lang]} value={draft.createTime_dategt ?? ''} onChange={(e) => set('createTime_dategt', e.target.value)} />
              <Input size="sm" type="date" aria-label={ui.createTo[p.lang]} value={draft.createTime_datelt ?? ''} onChange={(e) => set('createTime_datelt', e.target.value)} />
            </HStack>
          </GridItem>
        )}
        <GridItem>
          <HStack>
            <Button type="submit" size="sm" colorPalette="brand">{ui.search[p.lang]}</Button>
            <Button size="sm" variant="outline" onClick={() => { setDraft({}); p.onSearch({}); }}>{ui.reset[p.lang]}</Button>
          </HStack>
        </GridItem>
      </Grid>
    </form>
  );
}

function SearchInput({ col, lang, value, onChange }: { col: ColumnDef; lang: Lang; value: string; onChange: (v: unknown) => void }) {
  // Selects and trees search by their value; everything else is a text box.
  const kind = col.type === 'select' || col.type === 'radio' || col.type === 'switch' ? 'select' : col.type === 'tree' ? 'tree' : 'text';
  if (kind === 'text') return <Input id={`search-${col.prop}`} size="sm" value={value} onChange={(e) => onChange(e.target.value)} />;
  return <FieldInput col={{ ...col, type: kind, multiple: false }} lang={lang} id={`search-${col.prop}`} value={value} onChange={onChange} onBlur={() => undefined} />;
}
