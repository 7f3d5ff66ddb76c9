import { useState, type KeyboardEvent } from 'react';
import { Button, HStack, Input, NativeSelect, Text } from '@chakra-ui/react';
import { PAGE_SIZES } from './list-state';
import { useTexts } from './texts';

/** Page buttons either side of the current page before an ellipsis. */
const AROUND = 2;

/** The page buttons: the first, the last and those around `page`; a gap of two or more pages is an ellipsis (null). */
export function pageItems(page: number, pages: number): (number | null)[] {
  const out: (number | null)[] = [];
  const from = Math.max(2, page - AROUND);
  const to = Math.min(pages - 1, page + AROUND);
  out.push(1);
  if (from > 3) out.push(null);
  else for (let n = 2; n < from; n++) out.push(n);
  for (let n = from; n <= to; n++) out.push(n);
  if (to < pages - 2) out.push(null);
  else for (let n = to + 1; n < pages; n++) out.push(n);
  if (pages > 1) out.push(pages);
  return out;
}

/** Total, page sizes 10/30/50/100/200 (spec §9), previous/next, page numbers and a jump-to-page box. */
export function Pager(p: { page: number; size: number; total: number; onChange: (page: number, size: number) => void }) {
  const t = useTexts();
  const pages = Math.max(1, Math.ceil(p.total / p.size));
  const go = (n: number) => p.onChange(Math.min(pages, Math.max(1, n)), p.size);
  return (
    <HStack as="nav" aria-label={t('resources:list.pagination')} justify="flex-end" mt="3" gap="2" fontSize="sm" wrap="wrap" data-testid="pager">
      <Text>{t('resources:total', { n: p.total })}</Text>
      <NativeSelect.Root size="xs" w="110px">
        <NativeSelect.Field aria-label={t('resources:list.pageSize')} value={String(p.size)} onChange={(e) => p.onChange(1, Number(e.target.value))}>
          {PAGE_SIZES.map((s) => (
            <option key={s} value={s}>{t('resources:perPage', { n: s })}</option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Button size="xs" variant="outline" disabled={p.page <= 1} onClick={() => go(p.page - 1)}>{t('resources:prev')}</Button>
      {pageItems(p.page, pages).map((n, i) =>
        n === null ? (
          <Text key={`gap${i}`} aria-hidden="true" color="fg.muted">…</Text>
        ) : (
          <Button key={n} size="xs" minW="7" variant={n === p.page ? 'solid' : 'ghost'} colorPalette="brand" aria-label={t('resources:list.page', { n })}
            aria-current={n === p.page ? 'page' : undefined} onClick={() => go(n)}>
            {n}
          </Button>
        ),
      )}
      <Button size="xs" variant="outline" disabled={p.page >= pages} onClick={() => go(p.page + 1)}>{t('resources:next')}</Button>
      <Text aria-label={t('resources:list.currentPage')} data-testid="current-page">{p.page} / {pages}</Text>
      <JumpTo key={p.page} label={t('resources:list.goToPage')} prefix={t('resources:list.goTo')} max={pages} onJump={go} />
    </HStack>
  );
}

/** A page number typed and sent with Enter (out-of-range numbers go to the nearest page). */
function JumpTo({ label, prefix, max, onJump }: { label: string; prefix: string; max: number; onJump: (page: number) => void }) {
  const [value, setValue] = useState('');
  const key = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    const n = Number.parseInt(value, 10);
    if (Number.isFinite(n)) onJump(n);
  };
  return (
    <HStack gap="1">
      <Text aria-hidden="true">{prefix}</Text>
      <Input size="xs" w="14" type="number" min={1} max={max} inputMode="numeric" aria-label={label} data-testid="page-jump"
        value={value} onChange={(e) => setValue(e.target.value)} onKeyDown={key} />
    </HStack>
  );
}
