import { useMemo, useState } from 'react';
import { Box, Button, Dialog, Flex, Portal, Text } from '@chakra-ui/react';
import { DialogCloseButton } from '@/components/dialog-close';
import { ResourceScreen } from '@/resources/resource-screen';
import { useTexts } from '@/resources/texts';
import type { AnyResource, Row } from '@/resources/types';
import { childDict, parentDict } from './dict-defs';

type Parent = { id: string; code: string; dictValue: string };

/**
 * The dictionary screens: the parent table, and the child tree of the parent whose 字典配置 is
 * pressed, in a dialog (menu screens) or beside/below it (/dict-horizontal, /dict-vertical).
 */
export function DictScreen({ kind, layout }: { kind: 'dict' | 'dict-biz'; layout: 'dialog' | 'horizontal' | 'vertical' }) {
  const t = useTexts('system:dict');
  const configure = t('system:dict.configure');
  const [parent, setParent] = useState<Parent | null>(null);
  const parentDef = useMemo<AnyResource>(() => {
    const def = parentDict(kind);
    const menuPath = layout === 'dialog' ? def.menuPath : `/dict-${layout}`;
    return {
      ...def,
      menuPath,
      slots: {
        rowExtra: (row: Row) => (
          <Button
            size="xs"
            variant="ghost"
            colorPalette="brand"
            onClick={() => setParent({ id: String(row.id), code: String(row.code), dictValue: String(row.dictValue ?? '') })}
          >
            {configure}
          </Button>
        ),
      },
    };
  }, [kind, layout, configure]);
  const childDef = useMemo(() => (parent ? childDict(kind, parent) : null), [kind, parent]);
  const fixed = useMemo(() => (parent ? { parentId: parent.id } : undefined), [parent]);
  const child = childDef && <ResourceScreen key={parent!.id} def={childDef} embedded fixedQuery={fixed} />;

  if (layout === 'dialog')
    return (
      <>
        <ResourceScreen def={parentDef} />
        {parent && (
          <Dialog.Root open onOpenChange={(e) => !e.open && setParent(null)} closeOnInteractOutside={false} size="cover" placement="center">
            <Portal>
              <Dialog.Backdrop />
              <Dialog.Positioner>
                <Dialog.Content maxW="1100px" h="auto" data-testid="dict-child-dialog">
                  <Dialog.Header>
                    <Dialog.Title>{`${configure} · ${parent.dictValue}`}</Dialog.Title>
                  </Dialog.Header>
                  <Dialog.Body>{child}</Dialog.Body>
                  <DialogCloseButton />
                </Dialog.Content>
              </Dialog.Positioner>
            </Portal>
          </Dialog.Root>
        )}
      </>
    );
  return (
    <Flex direction={layout === 'horizontal' ? 'row' : 'column'} gap="4" p="4" align="stretch">
      <Box flex="1" minW="0">
        <ResourceScreen def={parentDef} embedded />
      </Box>
      <Box flex="1" minW="0" borderWidth="1px" borderRadius="md" p="3" data-testid="dict-child-panel">
        <Text fontWeight="semibold" mb="2">
          {parent ? `${configure} · ${parent.dictValue}` : configure}
        </Text>
        {child}
      </Box>
    </Flex>
  );
}
