import { chakra, Popover, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ToolButton } from '@/components/tool-button';
import { useArmOnApproach } from '@/components/arm-on-approach';

/** Static demo notices, 300px high (spec §2). */
export function NoticesPopover() {
  const { t } = useTranslation('shell');
  const items = t('notice.items', { returnObjects: true }) as string[];
  const { armed, approach, triggerRef, openNow } = useArmOnApproach();
  const trigger = (props: object) => <ToolButton icon="bell" label={t('nav.notices')} {...props} />;
  if (!armed) return trigger(approach);
  return (
    <Popover.Root lazyMount unmountOnExit positioning={{ placement: 'bottom-end' }} defaultOpen={openNow}>
      <Popover.Trigger asChild>{trigger({ ref: triggerRef })}</Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content height="300px" width="320px">
            <Popover.Header fontWeight="semibold">{t('notice.title')}</Popover.Header>
            <Popover.Body overflowY="auto" pt="0">
              <chakra.ul listStyleType="none" m="0" p="0">
                {items.map((n) => (
                  <chakra.li key={n} py="2" borderBottomWidth="1px" fontSize="sm">
                    {n}
                  </chakra.li>
                ))}
              </chakra.ul>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
