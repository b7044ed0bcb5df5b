// The dialog as one compound: <Dialog>, <Dialog.Trigger>, <Dialog.Content>, <Dialog.Title>,
// <Dialog.Description>, <Dialog.Close>. Import it only from pages that need a dialog, so
// Radix stays out of the home page's first load.
import { DialogClose } from './dialog-close';
import { DialogContent } from './dialog-content';
import { DialogDescription } from './dialog-description';
import { DialogRoot } from './dialog-root';
import { DialogTitle } from './dialog-title';
import { DialogTrigger } from './dialog-trigger';

export const Dialog = Object.assign(DialogRoot, {
  Trigger: DialogTrigger,
  Content: DialogContent,
  Title: DialogTitle,
  Description: DialogDescription,
  Close: DialogClose,
});
