import * as styles from './spinner.css';

export type SpinnerSize = keyof typeof styles.glyphSize;

/** The spinning ring alone, hidden from assistive technology (the caller says "busy"). */
export function SpinnerGlyph({ size = 'md' }: { size?: SpinnerSize }) {
  return <span aria-hidden="true" className={`${styles.glyph} ${styles.glyphSize[size]}`} />;
}
