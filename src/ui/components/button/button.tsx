import type { ComponentProps, MouseEvent } from 'react';
import { SpinnerGlyph } from '../spinner/spinner-glyph';
import { button, type ButtonLook } from './button.css';

export interface ButtonProps extends ComponentProps<'button'>, ButtonLook {
  /** Shows a spinner, sets aria-busy and ignores clicks, while keeping focus on the button. */
  loading?: boolean;
}

export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  type = 'button',
  className,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  // aria-disabled rather than disabled while loading: a disabled button drops focus,
  // which would throw a keyboard user back to the top of the page mid-submit.
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <button
      {...rest}
      type={type}
      className={[button({ variant, size, fullWidth }), className].filter(Boolean).join(' ')}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      onClick={handleClick}
    >
      {loading && <SpinnerGlyph size="sm" />}
      {children}
    </button>
  );
}
