import { memo, useState, type FormEvent } from 'react';
import { Box, Button, HStack, IconButton, Input, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { notify } from '@/lib/notify';
import type { ListState } from './list-state';
import { readViews, removeView, saveView, stateOfView, type NamedView } from './named-views';
import type { Translate } from './texts';

/**
 * 视图: the list's saved views, each chosen with a click (its search, sort, columns and page size)
 * or removed with its ×, and a name to keep the list as it is now. Read from storage on opening,
 * so a view saved in another tab is offered too.
 */
export const ViewsPopover = memo(function ViewsPopover({
  menuPath,
  state,
  onApply,
  t,
}: {
  menuPath: string;
  state: ListState;
  onApply: (patch: Partial<ListState>) => void;
  t: Translate;
}) {
  const [open, setOpen] = useState(false);
  const [views, setViews] = useState<NamedView[]>([]);
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const save = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError(t('resources:views.nameRequired'));
    setViews(saveView(menuPath, trimmed, state));
    setName('');
    setError('');
    notify.success(t('resources:views.saved', { name: trimmed }));
  };
  return (
    <Popover.Root
      lazyMount
      unmountOnExit
      open={open}
      onOpenChange={(e) => {
        setOpen(e.open);
        if (e.open) setViews(readViews(menuPath));
      }}
      positioning={{ placement: 'bottom-end' }}
    >
      <Popover.Trigger asChild>
        <Button size="sm" variant="outline">
          {t('resources:views.button')}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="280px" data-testid="views-popover" aria-label={t('resources:views.button')}>
            <Popover.Body>
              <Stack gap="1">
                {views.length ? (
                  views.map((v) => (
                    <HStack key={v.name} gap="1">
                      <Button
                        size="sm"
                        variant="ghost"
                        flex="1"
                        justifyContent="flex-start"
                        onClick={() => {
                          onApply(stateOfView(v));
                          setOpen(false);
                        }}
                      >
                        {v.name}
                      </Button>
                      <IconButton
                        size="xs"
                        variant="ghost"
                        aria-label={t('resources:views.remove', { name: v.name })}
                        onClick={() => setViews(removeView(menuPath, v.name))}
                      >
                        ×
                      </IconButton>
                    </HStack>
                  ))
                ) : (
                  <Text fontSize="sm" color="fg.muted">
                    {t('resources:views.none')}
                  </Text>
                )}
              </Stack>
              <Box as="form" mt="3" onSubmit={save}>
                <HStack gap="2">
                  <Input
                    size="sm"
                    value={name}
                    aria-label={t('resources:views.name')}
                    placeholder={t('resources:views.name')}
                    aria-invalid={error ? true : undefined}
                    onChange={(e) => setName(e.target.value)}
                  />
                  <Button size="sm" type="submit" variant="outline">
                    {t('resources:views.save')}
                  </Button>
                </HStack>
                {error && (
                  <Text fontSize="xs" color="fg.error" mt="1" role="alert">
                    {error}
                  </Text>
                )}
              </Box>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
});
