import type { ReactNode } from 'react';
import { Portal } from '@chakra-ui/react';
import { Menu } from './overlay';
import type { IconName } from '@/components/icon';
import { ToolButton } from './tool-button';
import { OnApproach } from './on-approach';

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
  const trigger = (props: object) => <ToolButton icon={icon} label={label} {...props} />;
  return (
    <OnApproach trigger={trigger}>
      {({ triggerProps, openNow }) => (
        <Menu.Root lazyMount unmountOnExit positioning={{ placement: 'bottom-end' }} defaultOpen={openNow}>
          <Menu.Trigger asChild>{trigger(triggerProps)}</Menu.Trigger>
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
      )}
    </OnApproach>
  );
}
