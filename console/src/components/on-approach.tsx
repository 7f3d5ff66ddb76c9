import { useEffect, useState, type ReactNode } from 'react';
import { useArmOnApproach } from './arm-on-approach';
import { preloadOverlays } from './overlay';
import { loadedOverlays } from './overlay-registry';

type Armed = {
  /** The real trigger's props: its ref (focus moves to it when focus armed it). */
  triggerProps: { ref: (el: HTMLElement | null) => void };
  /** A press or click armed it: the root's `defaultOpen`. */
  openNow: boolean;
};

/**
 * A menu or popover of components/overlay.tsx made when a person approaches its trigger
 * (useArmOnApproach): `trigger` alone until then, and while the overlays' chunk loads. The same
 * trigger element stays in place meanwhile, so the focus a keyboard user gave it stays there (a
 * suspended fallback would be a new element, and the focus would fall to the page).
 * @example <OnApproach trigger={(p) => <Button {...p}>导出</Button>}>{({ triggerProps, openNow }) => <Menu.Root defaultOpen={openNow}>...}</OnApproach>
 */
export function OnApproach({ trigger, children }: { trigger: (props: object) => ReactNode; children: (armed: Armed) => ReactNode }) {
  const { armed, approach, triggerRef, openNow } = useArmOnApproach();
  const [loaded, setLoaded] = useState(() => loadedOverlays() !== undefined);
  useEffect(() => {
    // A failed load leaves the plain trigger (the menu is not offered, nothing else breaks).
    if (armed && !loaded)
      preloadOverlays().then(
        () => setLoaded(true),
        () => undefined,
      );
  }, [armed, loaded]);
  if (!armed || !loaded) return trigger(approach);
  return children({ triggerProps: { ref: triggerRef }, openNow });
}
