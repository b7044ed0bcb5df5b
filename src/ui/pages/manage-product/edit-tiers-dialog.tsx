// Manage Product's way to change a tool's quantity price tiers: a dialog with the same
// editor as Add Product, checked by the domain before its submit machine sends anything. However many tiers
// it holds, they scroll inside it and Save and Cancel stay in view.
import { useEffect, useState } from 'react';
import { formatAmount } from '../../../domain/money';
import { checkTiers, type TierIssue } from '../../../domain/price-tiers';
import type { Tool } from '../../../domain/tool';
import type { ToolTiersMachine } from '../../../machines/forms';
import { DialogFormActions } from '../../components/dialog/dialog-form-actions';
import { type DialogOpening } from '../../components/dialog/dialog-opening';
import * as dialogStyles from '../../components/dialog/dialog.css';
import { FormDialog } from '../../components/dialog/form-dialog';
import {
  PriceTiersEditor,
  type TierRow,
} from '../../components/price-tiers-editor/price-tiers-editor';
import { notify } from '../../components/toast/toast-requests';
import { describeError } from '../../errors/describe-error';
import { useSubmit } from '../dashboard-shared/use-submit';

export const tiersSavedMessage = (name: string) => `Price tiers of ${name} saved`;

/** A stored break as the admin reads and edits it: "10.80", not "10.8". */
const rowsOf = (tool: Tool): TierRow[] =>
  (tool.tiers ?? []).map((tier) => ({
    fromQty: String(tier.fromQty),
    price: Number.isInteger(tier.price) ? String(tier.price) : tier.price.toFixed(2),
  }));

export interface EditTiersDialogProps extends DialogOpening {
  readonly tool: Tool;
  /** Sends the tiers, wired to the API by the composition root. */
  readonly machine: ToolTiersMachine;
  /** The tiers were saved: load the tools again. */
  readonly onSaved?: (() => void) | undefined;
}

export function EditTiersDialog({ tool, machine, onSaved, ...opening }: EditTiersDialogProps) {
  return (
    <FormDialog
      {...opening}
      title={`Price tiers of ${tool.name}`}
      description={`${formatAmount(tool.price)} a unit from ${tool.minQty}; lower prices from larger quantities.`}
    >
      {({ close, setBusy }) => (
        <TiersForm
          tool={tool}
          machine={machine}
          setBusy={setBusy}
          onSaved={() => {
            close();
            void notify(tiersSavedMessage(tool.name));
            onSaved?.();
          }}
        />
      )}
    </FormDialog>
  );
}

function TiersForm({
  tool,
  machine,
  setBusy,
  onSaved,
}: {
  tool: Tool;
  machine: ToolTiersMachine;
  setBusy: (busy: boolean) => void;
  onSaved: () => void;
}) {
  const [rows, setRows] = useState<TierRow[]>(() => rowsOf(tool));
  const [issues, setIssues] = useState<readonly TierIssue[]>([]);
  const { pending, failure, send } = useSubmit(machine, { onSent: onSaved });
  useEffect(() => setBusy(pending), [pending, setBusy]);

  return (
    <form
      noValidate
      className={dialogStyles.scrollingForm}
      aria-label={`Price tiers of ${tool.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        const checked = checkTiers(tool, rows);
        setIssues(checked.ok ? [] : checked.issues);
        if (checked.ok) send({ id: tool._id, tiers: checked.tiers });
      }}
    >
      <div className={dialogStyles.scrollingBody}>
        <PriceTiersEditor
          rows={rows}
          onChange={setRows}
          issues={issues}
          idPrefix={`tiers-${tool._id}`}
        />
      </div>
      <DialogFormActions
        failure={failure && describeError(failure)}
        submitLabel="Save tiers"
        busy={pending}
        className={dialogStyles.footer}
      />
    </form>
  );
}
