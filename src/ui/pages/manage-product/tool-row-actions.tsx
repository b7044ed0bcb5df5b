// A tool's actions in Manage Product: one menu (Edit, Price tiers, Delete) whose dialogs
// give focus back to the menu's button when they close.
import { useRef, useState } from 'react';
import type { Tool } from '../../../domain/tool';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { RowMenu, type RowMenuItem } from '../../components/row-menu/row-menu';
import { editToolPath } from '../dashboard-shared/tool-admin-paths';
import type { ToolTiersMachine } from '../../../machines/forms';
import { EditTiersDialog } from './edit-tiers-dialog';

export interface ToolRowActionsProps {
  readonly tool: Tool;
  /** Deletes the tool once the admin confirms. */
  readonly onDelete: () => Promise<void>;
  /** Without it, no tier change is offered. */
  readonly tiersMachine?: ToolTiersMachine | undefined;
  readonly onTiersSaved?: (() => void) | undefined;
}

type Open = 'tiers' | 'delete' | null;

export function ToolRowActions({
  tool,
  onDelete,
  tiersMachine,
  onTiersSaved,
}: ToolRowActionsProps) {
  const menuButton = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState<Open>(null);
  const opening = (dialog: Exclude<Open, null>) => ({
    open: open === dialog,
    onOpenChange: (next: boolean) => setOpen(next ? dialog : null),
    returnFocusTo: menuButton,
  });
  const items: RowMenuItem[] = [
    { label: 'Edit', href: editToolPath(tool._id) },
    ...(tiersMachine ? [{ label: 'Price tiers', onSelect: () => setOpen('tiers') }] : []),
    { label: 'Delete', tone: 'danger', onSelect: () => setOpen('delete') },
  ];
  return (
    <>
      <RowMenu subject={tool.name} items={items} buttonRef={menuButton} />
      {tiersMachine && (
        <EditTiersDialog
          tool={tool}
          machine={tiersMachine}
          onSaved={onTiersSaved}
          {...opening('tiers')}
        />
      )}
      <ConfirmDialog
        {...opening('delete')}
        title={`Delete ${tool.name}?`}
        description="The tool leaves the catalogue at once. Orders already placed for it are kept."
        confirmLabel="Delete tool"
        onConfirm={onDelete}
      />
    </>
  );
}
