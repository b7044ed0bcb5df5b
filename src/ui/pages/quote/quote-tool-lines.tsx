// The quote form's tool lines: a tool picker and a quantity each, added and removed with
// labelled buttons. The lines are the form's state; the picker offers the catalogue.
import { useEffect, useRef } from 'react';
import { Button } from '../../components/button/button';
import { Select } from '../../components/select/select';
import { Stack } from '../../components/stack/stack';
import { TextField } from '../../components/text-field/text-field';
import * as styles from './quote-page.css';

export interface ToolChoice {
  readonly _id: string;
  readonly name: string;
  readonly partNumber?: string | undefined;
}

export interface ToolLine {
  readonly key: number;
  readonly toolId: string;
  readonly qty: string;
}

export type ToolsView =
  | { readonly state: 'loading' }
  | { readonly state: 'failed' }
  | { readonly state: 'loaded'; readonly tools: readonly ToolChoice[] };

export function QuoteToolLines({
  lines,
  tools,
  onChange,
  onAdd,
  onRemove,
  errors = new Map(),
  quantityName,
}: {
  lines: readonly ToolLine[];
  tools: ToolsView;
  /** The sentence at each line's quantity (by the line's key). */
  errors?: ReadonlyMap<number, string>;
  /** The quantity field's name, so the form can focus the first one to fix. */
  quantityName: (key: number) => string;
  onChange: (key: number, change: Partial<Pick<ToolLine, 'toolId' | 'qty'>>) => void;
  onAdd: () => void;
  onRemove: (key: number) => void;
}) {
  const fieldset = useRef<HTMLFieldSetElement>(null);
  // After Remove, focus goes to the line that took its place (the one before when it was the
  // last, Add a tool when none is left), never to the page's body.
  const focusAfterRemove = useRef<number | undefined>(undefined);
  useEffect(() => {
    const index = focusAfterRemove.current;
    if (index === undefined) return;
    focusAfterRemove.current = undefined;
    const removes = fieldset.current?.querySelectorAll<HTMLElement>('[data-remove-line]') ?? [];
    const next = removes[Math.min(index, removes.length - 1)] ?? addButton.current;
    next?.focus();
  }, [lines.length]);
  const addButton = useRef<HTMLButtonElement>(null);
  const partNumberOf = (toolId: string): string | undefined => {
    const partNumber =
      tools.state === 'loaded' ? tools.tools.find((t) => t._id === toolId)?.partNumber : undefined;
    return partNumber && `Part number ${partNumber}`;
  };
  const options = [
    { value: '', label: 'Choose a tool' },
    ...(tools.state === 'loaded' ? tools.tools.map((t) => ({ value: t._id, label: t.name })) : []),
  ];
  return (
    <fieldset ref={fieldset} className={styles.lines}>
      <legend>Tools and quantities (optional)</legend>
      <Stack gap="3">
        {tools.state === 'failed' && (
          <p role="status">Our tool list could not be loaded: name the tools in your message.</p>
        )}
        {lines.map((line, index) => (
          <div key={line.key} className={styles.line}>
            <Select
              label={`Tool ${index + 1}`}
              // The chosen tool's part number, as its order would name it.
              hint={partNumberOf(line.toolId)}
              value={line.toolId}
              options={options}
              onChange={(event) => onChange(line.key, { toolId: event.target.value })}
            />
            <TextField
              label={`Quantity ${index + 1}`}
              name={quantityName(line.key)}
              inputMode="numeric"
              error={errors.get(line.key)}
              value={line.qty}
              onChange={(event) => onChange(line.key, { qty: event.target.value })}
            />
            <Button
              variant="secondary"
              data-remove-line
              onClick={() => {
                focusAfterRemove.current = index;
                onRemove(line.key);
              }}
            >
              Remove tool {index + 1}
            </Button>
          </div>
        ))}
        <Button
          variant="secondary"
          className={styles.submit}
          ref={addButton}
          disabled={tools.state !== 'loaded'}
          onClick={onAdd}
        >
          Add a tool
        </Button>
      </Stack>
    </fieldset>
  );
}
