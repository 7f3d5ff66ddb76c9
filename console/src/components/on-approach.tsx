import { Suspense, type ReactNode } from 'react';
import { useArmOnApproach } from './arm-on-approach';

type Armed = {
  /** The real trigger's props: its ref (focus moves to it when focus armed it). */
  triggerProps: { ref: (el: HTMLElement | null) => void };
  /** A press or click armed it: the root's `defaultOpen`. */
  openNow: boolean;
};

/**
 * A menu or popover of components/overlay.tsx made when a person approaches its trigger
 * (useArmOnApproach): `trigger` alone until then, and while the overlays' chunk loads.
 * @example <OnApproach trigger={(p) => <Button {...p}>导出</Button>}>{({ triggerProps, openNow }) => <Menu.Root defaultOpen={openNow}>...}</OnApproach>
 */
export function OnApproach({ trigger, children }: { trigger: (props: object) => ReactNode; children: (armed: Armed) => ReactNode }) {
  const { armed, approach, triggerRef, openNow } = useArmOnApproach();
  if (!armed) return trigger(approach);
  return <Suspense fallback={trigger(approach)}>{children({ triggerProps: { ref: triggerRef }, openNow })}</Suspense>;
}
