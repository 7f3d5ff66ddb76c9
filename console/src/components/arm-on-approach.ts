import { useCallback, useEffect, useRef, useState } from 'react';

type Approach = { onPointerEnter: () => void; onFocus: () => void; onPointerDown: () => void; onClick: () => void };

/**
 * A menu or popover whose machine is made when a person approaches its trigger (pointer over it,
 * focus on it, a press or a click), not when the top bar mounts: the top bar has several, and
 * making them all held back the first frame after sign-in.
 *
 * Until armed, draw the trigger alone with `approach` spread on it; once armed, draw the menu with
 * that trigger, its ref set to `triggerRef` (focus moves to the new button when focus armed it) and
 * the root's `defaultOpen` to `openNow` (a press or click armed it: it opens as asked).
 * @example const { armed, approach, triggerRef, openNow } = useArmOnApproach();
 */
export function useArmOnApproach() {
  const [armed, setArmed] = useState(false);
  const focusNext = useRef(false);
  const [openNow, setOpenNow] = useState(false);
  // A press or click that reaches the trigger before it is armed (a tap, a click right after the
  // pointer came, a screen reader's click): the menu is made open. Pressing is a discrete event, so
  // the new trigger is in place before the release, which then lands on it (a click split across
  // two buttons would be lost).
  const armOpen = () => {
    setOpenNow(true);
    setArmed(true);
  };
  const approach: Approach = {
    onPointerEnter: () => setArmed(true),
    onFocus: () => {
      focusNext.current = true;
      setArmed(true);
    },
    onPointerDown: armOpen,
    onClick: armOpen,
  };
  const trigger = useRef<HTMLElement | null>(null);
  const triggerRef = useCallback((el: HTMLElement | null) => {
    trigger.current = el;
  }, []);
  // Focus moves to the new trigger in an effect, after the menu's own (its machine has started and
  // takes the focus as a keyboard user's: Enter and the arrows open it), not in the ref callback.
  useEffect(() => {
    if (!armed || !focusNext.current) return;
    focusNext.current = false;
    trigger.current?.focus();
  }, [armed]);
  return { armed, approach, triggerRef, openNow };
}

/** True from the first time `open` is: a dialog's machine is made when first opened, then kept (its closing animation runs). */
export function useSinceFirstOpen(open: boolean): boolean {
  const [seen, setSeen] = useState(open);
  if (open && !seen) setSeen(true);
  return seen || open;
}
