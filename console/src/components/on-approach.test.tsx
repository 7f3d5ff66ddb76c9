import { Button, Portal } from '@chakra-ui/react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ChakraRoot } from '@/theme/chakra-root';
import { Menu } from './overlay';
import { OnApproach } from './on-approach';

/** A menu drawn through the overlays' lazy parts once its trigger is approached. */
function renderMenu() {
  render(
    <ChakraRoot>
      <OnApproach trigger={(p) => <Button {...p}>操作</Button>}>
        {({ triggerProps, openNow }) => (
          <Menu.Root defaultOpen={openNow}>
            <Menu.Trigger asChild>
              <Button {...triggerProps}>操作</Button>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content>
                  <Menu.Item value="a">甲</Menu.Item>
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        )}
      </OnApproach>
    </ChakraRoot>,
  );
  return screen.getByRole('button', { name: '操作' });
}

describe('OnApproach', () => {
  afterEach(cleanup);

  it('draws the trigger alone until a person approaches it', () => {
    const trigger = renderMenu();
    expect(trigger.getAttribute('aria-haspopup')).toBeNull();
  });

  it('opens the menu a press asked for, once its chunk is in', async () => {
    const standIn = renderMenu();
    // A press as a browser sends it; the overlays' chunk arrives after it, outside this act.
    await act(async () => void fireEvent.pointerDown(standIn));
    // The first draw waits for the overlays' chunk (a dynamic import, slow to transform under Vitest).
    expect(await screen.findByRole('menuitem', { name: '甲' }, { timeout: 10_000 })).toBeTruthy();
  });

  it('hands the focus to the menu trigger that replaces the stand-in', async () => {
    const standIn = renderMenu();
    standIn.focus();
    const real = () => screen.getByRole('button', { name: '操作' });
    await waitFor(() => expect(real().getAttribute('aria-haspopup')).toBe('menu'), { timeout: 10_000 });
    await waitFor(() => expect(document.activeElement).toBe(real()));
    expect(screen.queryByRole('menuitem')).toBeNull();
  });
});
