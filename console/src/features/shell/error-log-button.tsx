import { useState } from 'react';
import { Badge, Box, Button, chakra, Dialog, HStack, Portal, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DialogCloseButton } from '@/components/dialog-close';
import { ToolButton } from '@/components/tool-button';
import { useSinceFirstOpen } from '@/components/arm-on-approach';
import { confirm } from '@/components/confirm-dialog';
import { clearErrorLog, errorLog } from '@/lib/error-log';
import { website } from '@/lib/config';
import { uploadErrorLog } from '@/lib/error-log-upload';
import { notify } from '@/lib/notify';
import { useStore } from '@/lib/store';

/** Badge text: the count, capped at 99 (spec §2). */
export const badgeText = (n: number) => (n > 99 ? '99+' : String(n));

/** The error-log viewer: type, url, message, stack, time; upload and clear with confirms. */
export function ErrorLogButton() {
  const { t } = useTranslation(['shell', 'common']);
  const entries = useStore(errorLog, (s) => s.entries);
  const [open, setOpen] = useState(false);
  const mounted = useSinceFirstOpen(open);
  // Offered only where the deployment names a collector (BladeX has none).
  const uploadUrl = website.errorLogUploadUrl;
  const upload = async () => {
    if (!uploadUrl || !(await confirm(t('errorLog.uploadConfirm')))) return;
    try {
      await uploadErrorLog(uploadUrl, entries);
    } catch (e) {
      notify.error(t('errorLog.uploadFailed', { reason: e instanceof Error ? e.message : String(e) }));
      return;
    }
    clearErrorLog();
    notify.success(t('errorLog.uploaded'));
  };
  const clear = async () => {
    if (!(await confirm(t('errorLog.clearConfirm')))) return;
    clearErrorLog();
    notify.success(t('errorLog.cleared'));
  };
  const label = `${t('nav.errorLog')} (${entries.length})`;
  // The dialog's machine is made when it first opens, then kept; the button opens it.
  return (
    <>
      <ToolButton icon="bug" label={label} onClick={() => setOpen(true)}>
        {entries.length > 0 && (
          <Badge
            data-testid="error-badge"
            position="absolute"
            top="-1"
            right="-1"
            colorPalette="red"
            variant="solid"
            size="xs"
            rounded="full"
          >
            {badgeText(entries.length)}
          </Badge>
        )}
      </ToolButton>
      {mounted && (
        <Dialog.Root
          lazyMount
          unmountOnExit
          open={open}
          onOpenChange={(e) => setOpen(e.open)}
          size="xl"
          placement="center"
          scrollBehavior="inside"
        >
          <Portal>
            <Dialog.Backdrop />
            <Dialog.Positioner>
              <Dialog.Content>
                <Dialog.Header>
                  <Dialog.Title>{t('errorLog.title')}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <HStack mb="3" gap="2">
                    {uploadUrl && (
                      <Button size="sm" colorPalette="brand" onClick={upload} disabled={!entries.length}>
                        {t('errorLog.upload')}
                      </Button>
                    )}
                    <Button size="sm" variant="outline" colorPalette="red" onClick={clear} disabled={!entries.length}>
                      {t('errorLog.clear')}
                    </Button>
                  </HStack>
                  {entries.length === 0 ? (
                    <Text color="fg.muted">{t('errorLog.empty')}</Text>
                  ) : (
                    <Box overflowX="auto">
                      <Table.Root size="sm">
                        <Table.Header>
                          <Table.Row>
                            {(['type', 'url', 'message', 'stack', 'time'] as const).map((k) => (
                              <Table.ColumnHeader key={k}>{t(`errorLog.${k}`)}</Table.ColumnHeader>
                            ))}
                          </Table.Row>
                        </Table.Header>
                        <Table.Body>
                          {entries.map((e, i) => (
                            <Table.Row key={i}>
                              <Table.Cell>{e.type}</Table.Cell>
                              <Table.Cell maxW="40" truncate>
                                {e.url}
                              </Table.Cell>
                              <Table.Cell>{e.message}</Table.Cell>
                              <Table.Cell>
                                <chakra.pre fontSize="xs" maxH="24" maxW="xs" overflow="auto" whiteSpace="pre-wrap">
                                  {e.stack}
                                </chakra.pre>
                              </Table.Cell>
                              <Table.Cell whiteSpace="nowrap">{e.time}</Table.Cell>
                            </Table.Row>
                          ))}
                        </Table.Body>
                      </Table.Root>
                    </Box>
                  )}
                </Dialog.Body>
                <DialogCloseButton />
              </Dialog.Content>
            </Dialog.Positioner>
          </Portal>
        </Dialog.Root>
      )}
    </>
  );
}
