import { Button, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { PAGE_SIZES } from './list-state';
import { tr, ui } from './messages';
import type { Lang } from './types';

/** Page sizes 10/30/50/100/200 (spec §9), total and previous/next with the page number. */
export function Pager(p: { page: number; size: number; total: number; lang: Lang; onChange: (page: number, size: number) => void }) {
  const pages = Math.max(1, Math.ceil(p.total / p.size));
  return (
    <HStack justify="flex-end" mt="3" gap="3" fontSize="sm" data-testid="pager">
      <Text>{tr(ui.total, p.lang, { n: p.total })}</Text>
      <NativeSelect.Root size="xs" w="110px">
        <NativeSelect.Field aria-label="page size" value={String(p.size)} onChange={(e) => p.onChange(1, Number(e.target.value))}>
          {PAGE_SIZES.map((s) => (
            <option key={s} value={s}>{tr(ui.perPage, p.lang, { n: s })}</option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Button size="xs" variant="outline" disabled={p.page <= 1} onClick={() => p.onChange(p.page - 1, p.size)}>{ui.prev[p.lang]}</Button>
      <Text aria-label="current page" data-testid="current-page">{p.page} / {pages}</Text>
      <Button size="xs" variant="outline" disabled={p.page >= pages} onClick={() => p.onChange(p.page + 1, p.size)}>{ui.next[p.lang]}</Button>
    </HStack>
  );
}
