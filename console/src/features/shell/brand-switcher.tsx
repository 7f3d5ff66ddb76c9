import { useEffect } from 'react';
import { Button, Menu, Portal, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/components/icon';
import { blade } from '@/lib/blade';
import { brandQueries } from '@/lib/shell-queries';
import { uiStore } from '@/lib/ui-store';
import type { Brand } from '@/lib/api';
import { createStore, useStore } from '@/lib/store';
import { onSessionEnd } from '@/lib/session';

/** The current brand id as React state (the SDK keeps it in local storage). */
export const brandState = createStore<{ id: string | undefined }>({ id: blade.brand.get() });
// The SDK forgets the stored brand with the session; its mirror goes too.
onSessionEnd(() => brandState.set({ id: undefined }));

/** Picks the stored brand when it is in the list, else the first (spec §4). */
export function pickBrand(brands: Brand[], stored: string | undefined): string | undefined {
  return brands.some((b) => b.id === stored) ? stored : brands[0]?.id;
}

export function useBrands(enabled = true) {
  const userId = blade.session.get()?.userInfo.user_id;
  return useQuery({ ...brandQueries.all(userId), enabled });
}

/** Chooses a brand: hide the content, refetch with the new brandId header, show it again. */
export function useSwitchBrand() {
  const queryClient = useQueryClient();
  return async (id: string) => {
    uiStore.set({ contentVisible: false });
    blade.brand.set(id);
    brandState.set({ id });
    await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[2] !== 'red-sale/saledevicebrand' }); // [tenant, user, resource, ...]
    setTimeout(() => uiStore.set({ contentVisible: true }), 50);
  };
}

export function BrandSwitcher() {
  const { t } = useTranslation('shell');
  const brands = useBrands();
  const current = useStore(brandState, (s) => s.id);
  const switchBrand = useSwitchBrand();
  const list = brands.data?.records ?? [];

  useEffect(() => {
    if (!brands.data) return;
    const id = pickBrand(list, blade.brand.get());
    if (id !== blade.brand.get()) blade.brand.set(id ?? null);
    brandState.set({ id });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [brands.data]);

  const active = list.find((b) => b.id === current);
  return (
    <Menu.Root lazyMount unmountOnExit positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button
          variant="outline"
          size="sm"
          color="inherit"
          aria-label={`${t('nav.brand')}: ${active?.barndName ?? ''}`}
          data-testid="brand-switcher"
        >
          {active?.finaceProxAuditState === 1 && <Icon name="agent" aria-label={t('nav.agent')} />}
          <Text as="span" maxW="40" truncate>
            {active?.barndName ?? (brands.isLoading ? t('brand.loading') : t('brand.none'))}
          </Text>
          <Icon name="chevronDown" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.RadioItemGroup value={current ?? ''} onValueChange={(e) => void switchBrand(e.value)}>
              {list.map((b) => (
                <Menu.RadioItem key={b.id} value={b.id}>
                  {b.finaceProxAuditState === 1 && <Icon name="agent" aria-label={t('nav.agent')} color="orange.500" />}
                  {b.barndName}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
