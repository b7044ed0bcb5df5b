// Manage Product's way to change a tool's quantity price tiers: a dialog with the same
// editor as Add Product, checked by the domain before anything is sent. However many tiers
// it holds, they scroll inside it and Save and Cancel stay in view.
import { useState } from 'react';
import { formatAmount } from '../../../domain/money';
import { checkTiers, type TierBreak, type TierIssue } from '../../../domain/price-tiers';
import type { Tool } from '../../../domain/tool';
import { apiErrorOf } from '../../../ports/port-refusal';
import { Dialog } from '../../components/dialog/dialog';
import { DialogFormActions } from '../../components/dialog/dialog-form-actions';
import { useDialogOpening, type DialogOpening } from '../../components/dialog/dialog-opening';
import * as dialogStyles from '../../components/dialog/dialog.css';
import {
  PriceTiersEditor,
  type TierRow,
} from '../../components/price-tiers-editor/price-tiers-editor';
import { notify } from '../../components/toast/toast-requests';
import { describeError } from '../../errors/describe-error';

/** Sends a tool's new tiers; rejects with the API's refusal. */
export type SaveTiers = (toolId: string, tiers: readonly TierBreak[]) => Promise<unknown>;

export const tiersSavedMessage = (name: string) => `Price tiers of ${name} saved`;

/** A stored break as the admin reads and edits it: "10.80", not "10.8". */
const rowsOf = (tool: Tool): TierRow[] =>
  (tool.tiers ?? []).map((tier) => ({
    fromQty: String(tier.fromQty),
    price: Number.isInteger(tier.price) ? String(tier.price) : tier.price.toFixed(2),
  }));

export interface EditTiersDialogProps extends DialogOpening {
  readonly tool: Tool;
  readonly save: SaveTiers;
  /** The tiers were saved: load the tools again. */
  readonly onSaved?: (() => void) | undefined;
}

export function EditTiersDialog({ tool, save, onSaved, ...opening }: EditTiersDialogProps) {
  const { open, setOpen, trigger, onCloseAutoFocus } = useDialogOpening(opening);
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      {trigger}
      <Dialog.Content
        className={dialogStyles.contentWithFooter}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <Dialog.Title>Price tiers of {tool.name}</Dialog.Title>
        <Dialog.Description>
          {formatAmount(tool.price)} a unit from {tool.minQty}; lower prices from larger quantities.
        </Dialog.Description>
        {/* Mounted with each opening: it starts from the tool's tiers as loaded. */}
        <TiersForm
          tool={tool}
          save={save}
          busy={busy}
          setBusy={setBusy}
          onSaved={() => {
            setOpen(false);
            void notify(tiersSavedMessage(tool.name));
            onSaved?.();
          }}
        />
      </Dialog.Content>
    </Dialog>
  );
}

function TiersForm({
  tool,
  save,
  busy,
  setBusy,
  onSaved,
}: {
  tool: Tool;
  save: SaveTiers;
  busy: boolean;
  setBusy: (busy: boolean) => void;
  onSaved: () => void;
}) {
  const [rows, setRows] = useState<TierRow[]>(() => rowsOf(tool));
  const [issues, setIssues] = useState<readonly TierIssue[]>([]);
  const [failure, setFailure] = useState<string | undefined>();

  const submit = async () => {
    const checked = checkTiers(tool, rows);
    setIssues(checked.ok ? [] : checked.issues);
    if (!checked.ok) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await save(tool._id, checked.tiers);
      setBusy(false);
      onSaved();
    } catch (error) {
      setBusy(false);
      setFailure(describeError(apiErrorOf(error)));
    }
  };

  return (
    <form
      noValidate
      className={dialogStyles.scrollingForm}
      aria-label={`Price tiers of ${tool.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
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
      {failure && <p role="alert">{failure}</p>}
      <DialogFormActions submitLabel="Save tiers" busy={busy} className={dialogStyles.footer} />
    </form>
  );
}
