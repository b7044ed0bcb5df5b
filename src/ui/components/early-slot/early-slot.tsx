// A value of a page's early face: empty (a placeholder) until the inline bootstrap writes
// the page's first read into it in the prerendered frame (src/app/early-paint.ts), by its
// `data-early` name. Outside the frame it stays a placeholder until the page draws its data.
import type { ReactNode } from 'react';
import * as styles from './early-slot.css';

export { earlyRow, held, notInFrame, onlyInFrame } from './early-slot.css';

export interface EarlySlotProps {
  /** The slot's name, which the painter fills. */
  readonly name: string;
  readonly className?: string | undefined;
}

export function EarlySlot({ name, className }: EarlySlotProps) {
  const classes = className ? `${styles.slot} ${className}` : styles.slot;
  return <span data-early={name} className={classes} />;
}

export interface FrameOrProps {
  readonly early: ReactNode;
  readonly loading: ReactNode;
  /** The painters the early face is held unseen for (src/app/early-paint.ts's EARLY_HOLD). */
  readonly hold?: string | undefined;
}

/** The page's early face in the frame, its own loading face everywhere else. */
export function FrameOr({ early, loading, hold }: FrameOrProps) {
  return (
    <>
      {hold === undefined ? (
        <div className={styles.onlyInFrame}>{early}</div>
      ) : (
        <div className={`${styles.onlyInFrame} ${styles.held}`} data-early-hold={hold}>
          {early}
        </div>
      )}
      <div className={styles.notInFrame}>{loading}</div>
    </>
  );
}
