// What the order's Return, Ship and Refund dialogs share: a form that starts afresh at each
// opening, sent through its submit machine once (the dialog stays open while it is on its
// way), its sentence shown once the person pressed send and then following what is typed.
import { useState, type FormEvent } from 'react';
import type { Result } from '../../../domain/result';
import type { SubmitMachine } from '../../../machines/submit.machine';
import { describeError } from '../../errors/describe-error';
import { useSubmit } from '../dashboard-shared/use-submit';

export interface OrderFormDialogOptions<F, I, O> {
  readonly machine: SubmitMachine<I, O>;
  /** The form as each opening starts it (`opening` false: the form before any opening). */
  readonly fresh: (opening: boolean) => F;
  /** The form as the machine's input, or the sentence saying why it is not one yet. */
  readonly check: (form: F) => Result<I, string>;
  readonly onSent: (output: O) => void;
  readonly openAtStart?: boolean;
  /** The dialog closed, sent or not. */
  readonly onClosed?: (() => void) | undefined;
}

export function useOrderFormDialog<F, I, O>({
  machine,
  fresh,
  check,
  onSent,
  openAtStart = false,
  onClosed,
}: OrderFormDialogOptions<F, I, O>) {
  const [open, setOpen] = useState(openAtStart);
  const [form, setForm] = useState<F>(() => fresh(openAtStart));
  const [tried, setTried] = useState(false);
  const { pending, failure, send, dismiss } = useSubmit(machine, {
    onSent: (sent) => {
      setOpen(false);
      onClosed?.();
      onSent(sent.output);
    },
  });
  const checked = check(form);
  return {
    open,
    form,
    pending,
    problem: tried && !checked.ok ? checked.error : undefined,
    failure: failure && describeError(failure),
    change: (next: Partial<F>) => {
      dismiss();
      setForm({ ...form, ...next });
    },
    openChange: (next: boolean) => {
      if (pending) return;
      if (next) {
        setForm(fresh(true));
        setTried(false);
        dismiss();
      } else onClosed?.();
      setOpen(next);
    },
    submit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setTried(true);
      if (checked.ok) send(checked.value);
    },
  };
}

export type OrderFormDialogState = Omit<ReturnType<typeof useOrderFormDialog>, 'form' | 'change'>;
