// Manage Product's way to change a tool's quantity price tiers: a dialog with the same
// editor as Add Product, checked by the domain before anything is sent.
import { useState } from 'react';
import { formatAmount } from '../../../domain/money';
import { checkTiers, type TierBreak, type TierIssue } from '../../../domain/price-tiers';
import type { Tool } from '../../../domain/tool';
import { apiErrorOf } from '../../../ports/port-refusal';
import { Button } from '../../components/button/button';
import { Dialog } from '../../components/dialog/dialog';
import { DialogFormActions } from '../../components/dialog/dialog-form-actions';
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

export interface EditTiersDialogProps {
  readonly tool: Tool;
  readonly save: SaveTiers;
  /** The tiers were saved: load the tools again. */
  readonly onSaved?: () => void;
}

export function EditTiersDialog({ tool, save, onSaved }: EditTiersDialogProps) {
  const [open, setOpen] = useState(false);
  const [rows, setRows] = useState<TierRow[]>(() => rowsOf(tool));
  const [issues, setIssues] = useState<readonly TierIssue[]>([]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();

  const openChange = (next: boolean) => {
    if (busy) return;
    // Each opening starts from the tool's tiers as loaded.
    if (next) {
      setRows(rowsOf(tool));
      setIssues([]);
      setFailure(undefined);
    }
    setOpen(next);
  };

  const submit = async () => {
    const checked = checkTiers(tool, rows);
    setIssues(checked.ok ? [] : checked.issues);
    if (!checked.ok) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await save(tool._id, checked.tiers);
      setOpen(false);
      void notify(tiersSavedMessage(tool.name));
      onSaved?.();
    } catch (error) {
      setFailure(describeError(apiErrorOf(error)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <Dialog.Trigger>
        <Button variant="secondary" aria-label={`Price tiers of ${tool.name}`}>
          Price tiers
        </Button>
      </Dialog.Trigger>
      <Dialog.Content>
        <Dialog.Title>Price tiers of {tool.name}</Dialog.Title>
        <Dialog.Description>
          {formatAmount(tool.price)} a unit from {tool.minQty}; lower prices from larger quantities.
        </Dialog.Description>
        <form
          noValidate
          aria-label={`Price tiers of ${tool.name}`}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <PriceTiersEditor
            rows={rows}
            onChange={setRows}
            issues={issues}
            idPrefix={`tiers-${tool._id}`}
          />
          {failure && <p role="alert">{failure}</p>}
          <DialogFormActions submitLabel="Save tiers" busy={busy} />
        </form>
      </Dialog.Content>
    </Dialog>
  );
}
