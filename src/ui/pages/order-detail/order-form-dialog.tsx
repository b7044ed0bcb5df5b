// The order's Return, Ship and Refund dialogs: a trigger, a title and a description, the
// form's own fields, and the one dialog footer (what stops it, the refusal, Cancel, send).
import type { ReactNode } from 'react';
import type { Order } from '../../../domain/order';
import { Dialog } from '../../components/dialog/dialog';
import { DialogFormActions } from '../../components/dialog/dialog-form-actions';
import type { DialogTriggerChild } from '../../components/dialog/dialog-trigger';
import { Stack } from '../../components/stack/stack';
import { TextField } from '../../components/text-field/text-field';
import type { OrderFormDialogState } from './use-order-form-dialog';

export interface OrderFormDialogProps {
  readonly dialog: OrderFormDialogState;
  readonly trigger: DialogTriggerChild;
  readonly title: ReactNode;
  readonly description: ReactNode;
  /** The form's name, read by assistive technology. */
  readonly label: string;
  readonly submitLabel: string;
  readonly children: ReactNode;
}

export function OrderFormDialog({
  dialog,
  trigger,
  title,
  description,
  label,
  submitLabel,
  children,
}: OrderFormDialogProps) {
  return (
    <Dialog open={dialog.open} onOpenChange={dialog.openChange}>
      <Dialog.Trigger>{trigger}</Dialog.Trigger>
      <Dialog.Content>
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description>{description}</Dialog.Description>
        <Stack as="form" gap="4" noValidate aria-label={label} onSubmit={dialog.submit}>
          {children}
          <DialogFormActions
            submitLabel={submitLabel}
            busy={dialog.pending}
            problem={dialog.problem}
            failure={dialog.failure}
          />
        </Stack>
      </Dialog.Content>
    </Dialog>
  );
}

/** A units field for each of the order's lines (returned, shipped or refunded), as typed. */
export function LineQuantityFields({
  order,
  label,
  quantities,
  onChange,
}: {
  order: Order;
  label: (line: Order['lines'][number], index: number) => string;
  quantities: readonly string[];
  onChange: (quantities: string[]) => void;
}) {
  return order.lines.map((line, index) => (
    <TextField
      key={`${line.toolId}-${index}`}
      label={label(line, index)}
      inputMode="numeric"
      value={quantities[index] ?? ''}
      onChange={(event) =>
        onChange(quantities.map((qty, i) => (i === index ? event.target.value : qty)))
      }
    />
  ));
}
