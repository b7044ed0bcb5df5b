import * as styles from './button.css';

export type ButtonVariant = keyof typeof styles.variant;
export type ButtonSize = keyof typeof styles.size;

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/** The class list for anything that should look like a button (buttons, button-like links). */
export function buttonClass({ variant = 'primary', size = 'md', fullWidth = false }: ButtonLook) {
  return [styles.base, styles.variant[variant], styles.size[size], fullWidth && styles.fullWidth]
    .filter(Boolean)
    .join(' ');
}
