import { defineMenuResource } from '@/resources/menu-leaves';
import { useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Box, Grid, Spinner, Text } from '@chakra-ui/react';
import { allCaps, type Row } from '@/resources/types';
import type { Translate } from '@/resources/texts';
import { InfoDialog } from '@/components/info-dialog';
import { blade } from '@/lib/blade';
import { api } from '@/lib/api';
import { resourceKey } from '@/lib/blade';

/** tenant-app/sign for one app now: a fresh timestamp each time the dialog opens, never cached. */
const signOptions = (appKey: string, timestamp: string) =>
  queryOptions({
    queryKey: [...resourceKey('blade-system/tenant-app'), 'sign', { appKey, timestamp }] as const,
    queryFn: () => blade.call(api.GET('/blade-system/tenant-app/sign', { params: { query: { appKey, timestamp } } })),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

const SIGNED = ['appKey', 'timestamp', 'nonce', 'sign'] as const;

/** What the server signed, field by field, as selectable text (server text is never HTML). */
function SignDialog({ row, t, onClose }: { row: Row; t: Translate; onClose: () => void }) {
  const [timestamp] = useState(() => String(Date.now()));
  const q = useQuery(signOptions(String(row.appKey ?? ''), timestamp));
  const answer = (q.data ?? {}) as Record<string, unknown>;
  return (
    <InfoDialog title={t('system:tenantApp.actions.sign')} testId="tenant-app-sign" onClose={onClose}>
      {q.isPending && <Spinner size="sm" />}
      {q.isError && (
        <Text color="fg.error" fontSize="sm">
          {q.error.message}
        </Text>
      )}
      {q.isSuccess && (
        <Grid templateColumns="max-content 1fr" columnGap="4" rowGap="2" fontSize="sm">
          {SIGNED.map((k) => (
            <Box key={k} display="contents">
              <Text color="fg.muted">{t(`system:tenantApp.signed.${k}`)}</Text>
              <Text data-prop={k} wordBreak="break-all" userSelect="all">
                {String(answer[k] ?? '')}
              </Text>
            </Box>
          ))}
        </Grid>
      )}
    </InfoDialog>
  );
}

/** Tenant apps (platform administrators): their external app keys, a signature on demand, the xky push. */
export const tenantApp = defineMenuResource({
  texts: 'system:tenantApp',
  path: '/blade-system/tenant-app',
  entity: 'TenantApp',
  overlay: {
    appSecret: { type: 'password', display: { view: false } },
    remark: { type: 'textarea' },
  },
  capabilities: allCaps,
  menuWidth: 320,
  actions: [
    {
      name: 'sign',
      scope: 'row',
      label: 'system:tenantApp.actions.sign',
      permission: 'tenant_app_sign',
      dialog: ({ ctx, onClose, t }) => <SignDialog row={ctx.row ?? {}} t={t} onClose={onClose} />,
    },
    {
      name: 'send',
      scope: 'row',
      label: 'system:tenantApp.actions.send',
      permission: 'tenant_app_send',
      confirm: 'system:tenantApp.confirms.send',
      success: 'system:tenantApp.sent',
      run: ({ row }) =>
        blade.call(
          api.GET('/blade-system/tenant-app/xky-send', {
            params: { query: { tenantId: String(row?.tenantId ?? ''), appKey: String(row?.appKey ?? '') } },
          }),
        ),
    },
  ],
});
