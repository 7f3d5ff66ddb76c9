import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { chakra, useRecipe } from '@chakra-ui/react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'color'> & { label: string; error?: string; addon?: ReactNode };

/**
 * A labelled input of the sign-in form: a plain <label>, <input> and error line styled like
 * Chakra's Field + Input (same recipe and tokens), without the Field/Ark machinery on the first page.
 */
export function LoginField({ label, error, addon, ...input }: Props) {
  const id = useId();
  const styles = useRecipe({ key: 'input' })({ size: 'md', variant: 'outline' });
  const field = (
    <chakra.input id={id} className="chakra-input" css={styles} flex={addon ? '1' : undefined} aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined} {...input} />
  );
  return (
    <chakra.div display="flex" flexDirection="column" alignItems="flex-start" w="full" position="relative" gap="1.5" data-invalid={error ? '' : undefined}>
      <chakra.label htmlFor={id} display="flex" alignItems="center" textAlign="start" textStyle="sm" fontWeight="medium" gap="1" userSelect="none">
        {label}
      </chakra.label>
      {addon ? <chakra.div display="flex" gap="2" w="full" alignItems="center">{field}{addon}</chakra.div> : field}
      {error && (
        <chakra.div id={`${id}-error`} display="inline-flex" alignItems="center" fontWeight="medium" gap="1" color="fg.error" textStyle="xs">
          {error}
        </chakra.div>
      )}
    </chakra.div>
  );
}
