import { Root, type DialogProps } from '@radix-ui/react-dialog';

export type DialogRootProps = Omit<DialogProps, 'modal'>;

/** Holds a dialog's open state. Always modal: the page behind is inert (spec section 9). */
export function DialogRoot(props: DialogRootProps) {
  return <Root {...props} modal />;
}
