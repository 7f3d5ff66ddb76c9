import type { ReactNode } from 'react';
import { Menu, Portal } from '@chakra-ui/react';
import type { IconName } from '@/components/icon';
import { ToolButton } from './tool-button';
import { useArmOnApproach } from './arm-on-approach';

export type RadioMenuOption = { value: string; label: ReactNode; lang?: string };

/** A top-bar icon button opening a one-of-many menu (language, theme): the current value is ticked. */
export function RadioMenu({
  icon,
  label,
  value,
  options,
  onChange,
}: {
  icon: IconName;
  label: string;
  value: string;
  options: RadioMenuOption[];
  onChange: (value: string) => void;
}) {
  const { armed, approach, triggerRef, openNow } = useArmOnApproach();
  const trigger = (props: object) => <ToolButton icon={icon} label={label} {...props} />;
  if (!armed) return trigger(approach);
  return (
    <Menu.Root lazyMount unmountOnExit positioning={{ placement: 'bottom-end' }} defaultOpen={openNow}>
      <Menu.Trigger asChild>{trigger({ ref: triggerRef })}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.RadioItemGroup value={value} onValueChange={(e) => onChange(e.value)}>
              {options.map((o) => (
                <Menu.RadioItem key={o.value} value={o.value} lang={o.lang}>
                  {o.label}
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
