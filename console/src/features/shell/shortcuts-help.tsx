import { useEffect, useState } from 'react';
import { CloseButton, Dialog, Kbd, Portal, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { isPlainShortcut } from '@/lib/keys';

/** The console's keys, each with its texts' name (shell:shortcuts.<name>). */
const SHORTCUTS = [
  ['menuSearch', ['Ctrl+K', '/']],
  ['add', ['N']],
  ['pages', ['←', '→']],
  ['rows', ['↑', '↓']],
  ['open', ['Enter']],
  ['save', ['Ctrl+S']],
  ['tree', ['↑', '↓', '←', '→', 'Space']],
  ['close', ['Esc']],
  ['help', ['?']],
] as const;

/** `?` shows the console's keyboard shortcuts. */
export function ShortcutsHelp() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '?' || !isPlainShortcut(e)) return;
      e.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <Dialog.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="md" data-testid="shortcuts-help">
            <Dialog.Header>
              <Dialog.Title>{t('shortcuts.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('shortcuts.closeLabel')} />
            </Dialog.CloseTrigger>
            <Dialog.Body pb="6">
              <Table.Root size="sm">
                <Table.Body>
                  {SHORTCUTS.map(([name, keys]) => (
                    <Table.Row key={name}>
                      <Table.Cell whiteSpace="nowrap">
                        {keys.map((k, i) => (
                          <span key={k}>
                            {i > 0 && ' / '}
                            <Kbd>{k}</Kbd>
                          </span>
                        ))}
                      </Table.Cell>
                      <Table.Cell>{t(`shortcuts.${name}`)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
