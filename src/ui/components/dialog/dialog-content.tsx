import type { DialogContentProps } from '@radix-ui/react-dialog';
import { useRadixDialog } from './radix-dialog';
import * as styles from './dialog.css';

/** The dialog box over a dimmed page; focus stays inside it until it closes. */
export function DialogContent({ className, children, ...rest }: DialogContentProps) {
  const radix = useRadixDialog();
  // Radix not loaded yet: the dialog has not opened.
  if (!radix) return null;
  return (
    <radix.Portal>
      <radix.Overlay className={styles.overlay} />
      <radix.Content {...rest} className={[styles.content, className].filter(Boolean).join(' ')}>
        {children}
      </radix.Content>
    </radix.Portal>
  );
}
