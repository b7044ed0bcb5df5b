// A dashboard form's submit: check the input with the domain's schema (one message per
// field), send it once (a second click while pending does nothing) and keep the reason
// when the API refused it.
import { useRef, useState } from 'react';
import type * as v from 'valibot';
import { parseInput, type FieldErrors } from '../../../domain/parse';

/** Sends the checked value; resolves to a sentence for the person when it failed. */
export type SendChecked<T> = (value: T) => Promise<string | null>;

export function useCheckedSubmit<const S extends v.GenericSchema>(
  schema: S,
  send: SendChecked<v.InferOutput<S>>,
) {
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const sending = useRef(false);

  /** Resolves to true when the input was valid and the API accepted it. */
  async function submit(input: unknown): Promise<boolean> {
    if (sending.current) return false;
    const parsed = parseInput(schema, input);
    setFieldErrors(parsed.ok ? {} : parsed.fieldErrors);
    setFailure(null);
    if (!parsed.ok) return false;
    sending.current = true;
    setPending(true);
    try {
      const problem = await send(parsed.value);
      setFailure(problem);
      return problem === null;
    } finally {
      sending.current = false;
      setPending(false);
    }
  }

  return { fieldErrors, failure, pending, submit };
}
