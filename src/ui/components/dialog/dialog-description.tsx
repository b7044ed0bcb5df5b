import type { DialogDescriptionProps } from '@radix-ui/react-dialog';
import { useRadixDialog } from './radix-dialog';
import * as styles from './dialog.css';

/** Read out with the title when the dialog opens. */
export function DialogDescription({ className, ...rest }: DialogDescriptionProps) {
  const radix = useRadixDialog();
  if (!radix) return null;
  return (
    <radix.Description
      {...rest}
      className={[styles.description, className].filter(Boolean).join(' ')}
    />
  );
}
