import { Box, Button, chakra, HStack, Popover, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ToolButton } from '@/components/tool-button';
import { useArmOnApproach } from '@/components/arm-on-approach';
import { prefs } from '@/lib/prefs';
import { useStore } from '@/lib/store';
import { applyTheme, defaultPrimary } from '@/theme/themes';

const swatches = [defaultPrimary, '#1890ff', '#13c2c2', '#52c41a', '#fa8c16', '#f5222d', '#eb2f96', '#722ed1', '#2f54eb', '#303133'];

export function setPrimaryColor(color: string | null) {
  prefs.set({ color });
  applyTheme(prefs.get().theme, color);
}

/** The theme colour picker: the primary colour's cluster is rewritten as CSS variables. */
export function ColorPicker() {
  const { t } = useTranslation('shell');
  const color = useStore(prefs, (p) => p.color) ?? defaultPrimary;
  const { armed, approach, triggerRef, openNow } = useArmOnApproach();
  const trigger = (props: object) => <ToolButton icon="palette" label={t('nav.color')} {...props} />;
  if (!armed) return trigger(approach);
  return (
    <Popover.Root lazyMount unmountOnExit positioning={{ placement: 'bottom-end' }} defaultOpen={openNow}>
      <Popover.Trigger asChild>{trigger({ ref: triggerRef })}</Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="auto">
            <Popover.Body>
              <Text fontSize="sm" mb="2">
                {t('nav.color')}
              </Text>
              <HStack gap="1.5" wrap="wrap" maxW="220px">
                {swatches.map((c) => (
                  <Box
                    as="button"
                    key={c}
                    w="6"
                    h="6"
                    rounded="full"
                    bg={c}
                    aria-label={c}
                    aria-pressed={c.toLowerCase() === color.toLowerCase()}
                    outline={c.toLowerCase() === color.toLowerCase() ? '2px solid' : undefined}
                    outlineColor="fg"
                    outlineOffset="2px"
                    onClick={() => setPrimaryColor(c)}
                  />
                ))}
              </HStack>
              <HStack mt="3" gap="2">
                <chakra.label fontSize="sm" display="flex" alignItems="center" gap="2">
                  {t('themes.custom')}
                  <chakra.input
                    type="color"
                    value={color}
                    onChange={(e) => setPrimaryColor(e.target.value)}
                    w="8"
                    h="6"
                    p="0"
                    border="none"
                    bg="transparent"
                  />
                </chakra.label>
                <Button size="xs" variant="outline" onClick={() => setPrimaryColor(null)}>
                  {t('themes.reset')}
                </Button>
              </HStack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
