import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'color'> & { label: string; error?: string; addon?: ReactNode };

/**
 * A labelled input of the sign-in form: a plain <label>, <input> and error line (plain.css), looking
 * like Chakra's Field and outline Input, without Chakra in the first chunk.
 */
export function LoginField({ label, error, addon, ...input }: Props) {
  const id = useId();
  const field = (
    <input
      id={id}
      className="pl-input"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      {...input}
    />
  );
  return (
    <div className="pl-field" data-invalid={error ? '' : undefined}>
      <label htmlFor={id} className="pl-label">
        {label}
      </label>
      {addon ? (
        <div className="pl-row">
          {field}
          {addon}
        </div>
      ) : (
        field
      )}
      {error && (
        <div id={`${id}-error`} className="pl-error">
          {error}
        </div>
      )}
    </div>
  );
}
