import { useState } from 'react';
import { describeError } from '../../errors/describe-error';
import { checkTiers, type TierIssue } from '../../../domain/price-tiers';
import { parseWholeNumber } from '../../../domain/whole-number';
import { NewToolInputSchema } from '../../../domain/tool';
import type { AddToolMachine, UploadImageMachine } from '../../../machines/forms';
import { Button } from '../../components/button/button';
import { Link } from '../../components/link/link';
import {
  PriceTiersEditor,
  type TierRow,
} from '../../components/price-tiers-editor/price-tiers-editor';
import { TextArea, TextField } from '../../components/text-field/text-field';
import { notify } from '../../components/toast/toast-requests';
import { FormFailure } from '../dashboard-shared/form-failure';
import { FormPage } from '../dashboard-shared/form-page';
import { useCheckedSubmit } from '../dashboard-shared/use-checked-submit';
import { ImageUploadField } from '../dashboard-shared/image-upload-field';
import { editToolPath } from '../dashboard-shared/tool-admin-paths';
import {
  ADD_PRODUCT_FIELDS,
  ADD_PRODUCT_OPTIONAL_FIELDS,
  EMPTY_PRODUCT,
} from './add-product-fields';
import { fieldBinding } from '../dashboard-shared/field-binding';

export const TOOL_ADDED_MESSAGE = 'New Tool added successfully';

/** The id the API gave the new tool (`{ insertedId }`), when its answer has one. */
function insertedIdOf(output: unknown): string | undefined {
  if (typeof output !== 'object' || output === null || !('insertedId' in output)) return undefined;
  return typeof output.insertedId === 'string' ? output.insertedId : undefined;
}
export const TOOL_NOT_ADDED_MESSAGE = 'failed to add a tool';

export interface AddProductPageProps {
  /** Sends the new tool: wired to the API by the composition root. */
  machine: AddToolMachine;
  /** Uploads an image whose URL the form then holds; without it, a URL only. */
  upload?: UploadImageMachine | undefined;
}

/** Add Product: a new tool for the catalogue, every field required, the numbers whole. */
export function AddProductPage({ machine, upload }: AddProductPageProps) {
  const [values, setValues] = useState(EMPTY_PRODUCT);
  const [tierRows, setTierRows] = useState<TierRow[]>([]);
  const [tierIssues, setTierIssues] = useState<readonly TierIssue[]>([]);
  // The tool added last, with the way to it: the form itself is empty again.
  const [added, setAdded] = useState<{ id: string; name: string } | undefined>();
  const { fieldErrors, failure, pending, submit } = useCheckedSubmit(NewToolInputSchema, machine, {
    toInput: (tool) => tool,
    onSent: ({ input, output }) => {
      const id = insertedIdOf(output);
      setAdded(id === undefined ? undefined : { id, name: input.name });
      void notify(TOOL_ADDED_MESSAGE);
      setValues(EMPTY_PRODUCT);
      setTierRows([]);
    },
    onFailed: () => void notify(TOOL_NOT_ADDED_MESSAGE, 'error'),
  });
  const field = fieldBinding(values, fieldErrors, (name, value) =>
    setValues({ ...values, [name]: value }),
  );

  return (
    <FormPage
      headingId="add-product-heading"
      title="Add Product"
      onSubmit={(form) => {
        // The tiers against the minimum and price as typed (an unreadable price limits none).
        const tiers = checkTiers(
          {
            minQty: parseWholeNumber(values.minQty) ?? 0,
            price: parseWholeNumber(values.price) ?? Number.POSITIVE_INFINITY,
          },
          tierRows,
        );
        setTierIssues(tiers.ok ? [] : tiers.issues);
        if (!tiers.ok) {
          // Once the row's messages are drawn, the first field in error gets focus.
          setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
          return;
        }
        submit({ ...values, tiers: tiers.tiers }, form);
      }}
    >
      {ADD_PRODUCT_FIELDS.map((one) => (
        <TextField
          key={one.name}
          label={one.label}
          hint={'hint' in one ? one.hint : undefined}
          inputMode={'numeric' in one ? 'numeric' : undefined}
          autoComplete="off"
          required
          {...field(one.name)}
        />
      ))}
      {ADD_PRODUCT_OPTIONAL_FIELDS.map((one) => (
        <TextField
          key={one.name}
          label={one.label}
          hint={one.hint}
          inputMode={'numeric' in one ? 'numeric' : undefined}
          autoComplete="off"
          {...field(one.name)}
        />
      ))}
      {upload && (
        <ImageUploadField
          upload={upload}
          onUploaded={(img) => setValues((current) => ({ ...current, img }))}
        />
      )}
      <TextArea label="Description" required {...field('description')} />
      <PriceTiersEditor rows={tierRows} onChange={setTierRows} issues={tierIssues} />
      <FormFailure message={failure && describeError(failure)} />
      <Button type="submit" loading={pending}>
        Add tool
      </Button>
      {added && <AddedTool {...added} />}
    </FormPage>
  );
}

/** The tool just added, with its page in the shop and its Edit page. */
function AddedTool({ id, name }: { id: string; name: string }) {
  return (
    <p>
      {name} is in the catalogue: <Link href={`/tool/${encodeURIComponent(id)}`}>see its page</Link>{' '}
      or <Link href={editToolPath(id)}>edit it</Link>.
    </p>
  );
}
