// Edit a tool (Manage Product → Edit): its price, stock, minimum, low-stock threshold, the
// expected restock date that allows backorders, image and description, prefilled, checked by the domain's rules field by field before anything
// is sent; only what changed is sent. A refusal keeps every value as typed; after a save,
// the form shows the tool as the store holds it.
import { useState } from 'react';
import { checkRestockDate } from '../../../domain/backorder';
import { dayOf, dayText } from '../../../domain/contract-price-days';
import { formatAmount } from '../../../domain/money';
import { parseInput, type FieldErrors } from '../../../domain/parse';
import type { Tool } from '../../../domain/tool';
import {
  applyToolEdit,
  ToolEditSchema,
  type ToolEdit,
  type ToolEditField,
} from '../../../domain/tool-edit';
import type { EditToolMachine, UploadImageMachine } from '../../../machines/forms';
import { Button } from '../../components/button/button';
import { LoadFailed } from '../../components/error-state/load-failed';
import { Link } from '../../components/link/link';
import { LowStockBadge } from '../../components/low-stock-badge/low-stock-badge';
import { Spinner } from '../../components/spinner/spinner';
import { TextArea, TextField } from '../../components/text-field/text-field';
import { notify } from '../../components/toast/toast-requests';
import type { LoadView } from '../../data/load-view';
import { describeError } from '../../errors/describe-error';
import * as page from '../dashboard-shared/dashboard-page.css';
import { FormFailure } from '../dashboard-shared/form-failure';
import { FormPage } from '../dashboard-shared/form-page';
import { ImageUploadField } from '../dashboard-shared/image-upload-field';
import { useSubmit } from '../dashboard-shared/use-submit';
import {
  EDIT_PRODUCT_NUMBER_FIELDS,
  PART_NUMBER_HINT,
  RESTOCK_DATE_HINT,
  RESTOCK_DATE_LABEL,
  valuesOf,
  type EditProductValues,
} from './edit-product-fields';
import * as styles from './edit-product-page.css';
import { fieldBinding } from '../dashboard-shared/field-binding';

export const toolSavedMessage = (name: string) => `Changes to ${name} saved`;
export const NOTHING_CHANGED = 'Nothing to save: every value is as it was.';
export const MANAGE_PRODUCT_PATH = '/dashboard/manageProduct';

export interface EditProductPageProps {
  readonly view: LoadView<Tool>;
  /** Sends the changed fields, wired to the API by the composition root. */
  readonly save?: EditToolMachine;
  readonly upload?: UploadImageMachine;
}

const HEADING_ID = 'edit-product-heading';

export function EditProductPage({ view, save, upload }: EditProductPageProps) {
  if (view.status === 'loaded' && save) {
    return <EditProductForm key={view.value._id} tool={view.value} save={save} upload={upload} />;
  }
  return (
    <section className={page.page} aria-labelledby={HEADING_ID}>
      <h1 id={HEADING_ID} className={page.heading}>
        Edit tool
      </h1>
      {view.status === 'failed' ? (
        <LoadFailed title="The tool could not be loaded" view={view} />
      ) : (
        <Spinner label="Loading the tool" showLabel />
      )}
    </section>
  );
}

/** The edit as sent: only the fields whose value differs from the tool as saved. */
const onlyChanged = (edit: ToolEdit, changed: readonly ToolEditField[]): ToolEdit =>
  Object.fromEntries(changed.map((field) => [field, edit[field]]));

function EditProductForm({
  tool: loadedTool,
  save,
  upload,
}: {
  tool: Tool;
  save: EditToolMachine;
  upload?: UploadImageMachine | undefined;
}) {
  // The tool as last saved: the next save is compared with it.
  const [tool, setTool] = useState(loadedTool);
  const [values, setValues] = useState<EditProductValues>(() => valuesOf(loadedTool));
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const saving = useSubmit(save, {
    // The form shows what the store holds now, not what was typed.
    onSent: ({ output: saved }) => {
      setTool(saved);
      setValues(valuesOf(saved));
      void notify(toolSavedMessage(saved.name));
    },
  });
  const busy = saving.pending;

  const set = (field: ToolEditField, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const field = fieldBinding(values, fieldErrors, set);

  function submit(form: HTMLFormElement) {
    if (busy) return;
    saving.dismiss();
    // A blank restock date is none: backorders off.
    const restock = values.backorderUntil.trim();
    const parsed = parseInput(ToolEditSchema, {
      ...values,
      backorderUntil: restock === '' ? null : restock,
    });
    const applied = parsed.ok ? applyToolEdit(tool, parsed.value) : undefined;
    const date = checkRestockDate(restock === '' ? null : restock, dayOf(new Date()));
    const errors: FieldErrors = !parsed.ok
      ? parsed.fieldErrors
      : applied && !applied.ok
        ? { [applied.error.field]: applied.error.message }
        : !date.ok && restock !== (tool.backorderUntil ?? '')
          ? { backorderUntil: date.message }
          : {};
    setFieldErrors(errors);
    if (!parsed.ok || !applied?.ok || Object.keys(errors).length > 0) {
      // Once the messages are drawn, the first field in error gets focus.
      setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    if (applied.value.changed.length === 0) {
      void notify(NOTHING_CHANGED);
      return;
    }
    saving.send({
      tool: applied.value.tool,
      edit: onlyChanged(parsed.value, applied.value.changed),
    });
  }

  return (
    <FormPage
      headingId={HEADING_ID}
      title={`Edit ${tool.name}`}
      busy={busy}
      onSubmit={submit}
      intro={
        <p>
          Now {formatAmount(tool.price)} a unit, {tool.availableQty} in stock
          {tool.backorderUntil !== undefined &&
            `, backorders taken until ${dayText(tool.backorderUntil)}`}
          <LowStockBadge tool={tool} />
        </p>
      }
      after={
        <p>
          Price tiers have their own editor:{' '}
          <Link href={`${MANAGE_PRODUCT_PATH}?q=${encodeURIComponent(tool.name)}`}>
            Price tiers in Manage Product
          </Link>
          . <Link href={MANAGE_PRODUCT_PATH}>Back to Manage Product</Link>
        </p>
      }
    >
      <TextField
        label="Part number"
        hint={PART_NUMBER_HINT}
        autoComplete="off"
        required
        {...field('partNumber')}
      />
      {EDIT_PRODUCT_NUMBER_FIELDS.map((number) => (
        <TextField
          key={number.name}
          label={number.label}
          hint={number.hint}
          inputMode="numeric"
          autoComplete="off"
          required
          {...field(number.name)}
        />
      ))}
      <TextField
        label={RESTOCK_DATE_LABEL}
        type="date"
        hint={RESTOCK_DATE_HINT}
        autoComplete="off"
        {...field('backorderUntil')}
      />
      <TextField
        label="Image URL"
        hint="https://… or a path on this site such as /images/…"
        autoComplete="off"
        required
        {...field('img')}
      />
      {values.img !== '' && (
        <img className={styles.preview} src={values.img} alt={`The image of ${tool.name}`} />
      )}
      {upload && <ImageUploadField upload={upload} onUploaded={(url) => set('img', url)} />}
      <TextArea label="Description" required {...field('description')} />
      <FormFailure message={saving.failure && describeError(saving.failure)} />
      <Button type="submit" loading={busy}>
        Save changes
      </Button>
    </FormPage>
  );
}
