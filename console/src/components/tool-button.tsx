import type { ButtonHTMLAttributes, Ref } from 'react';
import { PlainIcon, type IconName } from './icon';
import './tool-button.css';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { icon: IconName; label: string; ref?: Ref<HTMLButtonElement> };

/**
 * A top-bar icon button as a plain <button> styled by tool-button.css (the header's colours): the
 * top bar draws a dozen at sign-in, and a Chakra IconButton each cost several times more to create
 *. It takes a menu trigger's props (Menu.Trigger asChild) and its ref; `label` is its
 * accessible name and tooltip.
 */
export function ToolButton({ icon, label, className, children, ref, ...rest }: Props) {
  return (
    <button
      type="button"
      className={className ? `tb-button ${className}` : 'tb-button'}
      aria-label={label}
      title={label}
      ref={ref}
      {...rest}
    >
      <PlainIcon name={icon} className="tb-icon" />
      {children}
    </button>
  );
}
