import { Button, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { PAGE_SIZES } from './list-state';
import { useTexts } from './texts';

/** Page sizes 10/30/50/100/200 (spec §9), total and previous/next with the page number. */
export function Pager(p: { page: number; size: number; total: number; onChange: (page: number, size: number) => void }) {
  const t = useTexts();
  const pages = Math.max(1, Math.ceil(p.total / p.size));
  return (
    <HStack justify="flex-end" mt="3" gap="3" fontSize="sm" data-testid="pager">
      <Text>{t('resources:total', { n: p.total })}</Text>
      <NativeSelect.Root size="xs" w="110px">
        <NativeSelect.Field aria-label="page size" value={String(p.size)} onChange={(e) => p.onChange(1, Number(e.target.value))}>
          {PAGE_SIZES.map((s) => (
            <option key={s} value={s}>{t('resources:perPage', { n: s })}</option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Button size="xs" variant="outline" disabled={p.page <= 1} onClick={() => p.onChange(p.page - 1, p.size)}>{t('resources:prev')}</Button>
      <Text aria-label="current page" data-testid="current-page">{p.page} / {pages}</Text>
      <Button size="xs" variant="outline" disabled={p.page >= pages} onClick={() => p.onChange(p.page + 1, p.size)}>{t('resources:next')}</Button>
    </HStack>
  );
}
