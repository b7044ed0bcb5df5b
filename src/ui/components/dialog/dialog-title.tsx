import type { DialogTitleProps } from '@radix-ui/react-dialog';
import { useRadixDialog } from './radix-dialog';
import * as styles from './dialog.css';

/** The dialog's accessible name; every dialog needs one. */
export function DialogTitle({ className, ...rest }: DialogTitleProps) {
  const radix = useRadixDialog();
  if (!radix) return null;
  return <radix.Title {...rest} className={[styles.title, className].filter(Boolean).join(' ')} />;
}
