import { useEffect, useState } from 'react';
import { Button, Dialog, Portal, Spinner, Tabs } from '@chakra-ui/react';
import { CheckboxTree, checkedIds, type CheckTreeNode } from './checkbox-tree';

export type GrantTree = { key: string; label: string; nodes: CheckTreeNode[]; checked: string[] };

/**
 * A grant dialog of one or more checkbox trees in tabs (role: menus, data scopes, API scopes;
 * top menu: menus). `load` answers the trees with what is granted now; `save` gets the keys.
 */
export function GrantTreesDialog(p: {
  title: string;
  okText: string;
  cancelText: string;
  load: () => Promise<GrantTree[]>;
  save: (checked: Record<string, string[]>) => Promise<void>;
  onClose: () => void;
}) {
  const [trees, setTrees] = useState<GrantTree[] | null>(null);
  const [checked, setChecked] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void p.load().then((t) => {
      setTrees(t);
      // Untouched trees are sent as shown, as Saber sends what its el-tree shows ticked.
      setChecked(Object.fromEntries(t.map((x) => [x.key, checkedIds(x.nodes, x.checked)])));
    }, p.onClose);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const ok = async () => {
    setBusy(true);
    try {
      await p.save(checked);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && p.onClose()} closeOnInteractOutside={false} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="520px" data-testid="grant-dialog">
            <Dialog.Header>
              <Dialog.Title>{p.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {!trees ? (
                <Spinner />
              ) : (
                <Tabs.Root defaultValue={trees[0]?.key} size="sm" lazyMount>
                  {trees.length > 1 && (
                    <Tabs.List>
                      {trees.map((t) => (
                        <Tabs.Trigger key={t.key} value={t.key}>
                          {t.label}
                        </Tabs.Trigger>
                      ))}
                    </Tabs.List>
                  )}
                  {trees.map((t) => (
                    <Tabs.Content key={t.key} value={t.key}>
                      <CheckboxTree
                        nodes={t.nodes}
                        value={checked[t.key] ?? []}
                        label={t.label}
                        onChange={(ids) => setChecked((c) => ({ ...c, [t.key]: ids }))}
                      />
                    </Tabs.Content>
                  ))}
                </Tabs.Root>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button size="sm" variant="outline" onClick={p.onClose}>
                {p.cancelText}
              </Button>
              <Button size="sm" colorPalette="brand" loading={busy} disabled={!trees} onClick={() => void ok()}>
                {p.okText}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
