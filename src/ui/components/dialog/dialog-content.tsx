import { Content, Overlay, Portal, type DialogContentProps } from '@radix-ui/react-dialog';
import * as styles from './dialog.css';

/** The dialog box over a dimmed page; focus stays inside it until it closes. */
export function DialogContent({ className, children, ...rest }: DialogContentProps) {
  return (
    <Portal>
      <Overlay className={styles.overlay} />
      <Content {...rest} className={[styles.content, className].filter(Boolean).join(' ')}>
        {children}
      </Content>
    </Portal>
  );
}
