// A value of a page's early face: empty (a placeholder) until the inline bootstrap writes
// the page's first read into it in the prerendered frame (src/app/early-paint.ts), by its
// `data-early` name. Outside the frame it stays a placeholder until the page draws its data.
import type { ReactNode } from 'react';
import * as styles from './early-slot.css';

export { held, notInFrame, onlyInFrame } from './early-slot.css';

export interface EarlySlotProps {
  /** The slot's name, which the painter fills. */
  readonly name: string;
  readonly className?: string | undefined;
}

export function EarlySlot({ name, className }: EarlySlotProps) {
  const classes = className ? `${styles.slot} ${className}` : styles.slot;
  return <span data-early={name} className={classes} />;
}

/** The page's early face in the frame, its own loading face everywhere else. */
export function FrameOr({ early, loading }: { early: ReactNode; loading: ReactNode }) {
  return (
    <>
      <div className={styles.onlyInFrame}>{early}</div>
      <div className={styles.notInFrame}>{loading}</div>
    </>
  );
}
