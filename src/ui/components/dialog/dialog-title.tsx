import { Title, type DialogTitleProps } from '@radix-ui/react-dialog';
import * as styles from './dialog.css';

/** The dialog's accessible name; every dialog needs one. */
export function DialogTitle({ className, ...rest }: DialogTitleProps) {
  return <Title {...rest} className={[styles.title, className].filter(Boolean).join(' ')} />;
}
