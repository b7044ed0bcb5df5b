import { visuallyHidden } from '../../theme/visually-hidden.css';
import * as styles from './spinner.css';
import { SpinnerGlyph, type SpinnerSize } from './spinner-glyph';

export interface SpinnerProps {
  /** What is loading, read by screen readers and shown when `showLabel` is set. */
  label?: string;
  showLabel?: boolean;
  size?: SpinnerSize;
}

/** A loading indicator announced politely as a status. */
export function Spinner({ label = 'Loading', showLabel = false, size = 'md' }: SpinnerProps) {
  return (
    <span role="status" aria-label={label} className={styles.root}>
      <SpinnerGlyph size={size} />
      <span className={showLabel ? undefined : visuallyHidden}>{label}</span>
    </span>
  );
}
