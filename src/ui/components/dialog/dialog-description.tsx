import { Description, type DialogDescriptionProps } from '@radix-ui/react-dialog';
import * as styles from './dialog.css';

/** Read out with the title when the dialog opens. */
export function DialogDescription({ className, ...rest }: DialogDescriptionProps) {
  return (
    <Description {...rest} className={[styles.description, className].filter(Boolean).join(' ')} />
  );
}
