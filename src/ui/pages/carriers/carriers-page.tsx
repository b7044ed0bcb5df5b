// Carriers (store admins): the carriers shipments go with, each a name and the address its
// parcels are tracked at; an admin adds one, or deletes one no shipment went with (the API
// says why it refuses one that has).
import type { Carrier, CarrierInput } from '../../../domain/carrier';
import type { ApiResult } from '../../../ports/api.port';
import { Button } from '../../components/button/button';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import type { TableColumn } from '../../components/table/table';
import type { LoadView } from '../../data/load-view';
import { DashboardTablePage } from '../dashboard-shared/dashboard-table-page';
import { useAnnouncedCalls } from '../dashboard-shared/use-announced-calls';
import { AddCarrierForm } from './add-carrier-form';

export const carrierDeletedMessage = (name: string) => `${name} was deleted from the carriers`;

export interface CarriersPageProps {
  view: LoadView<readonly Carrier[]>;
  /** Without it (while loading, in a story of the list alone), no form is offered. */
  onAdd?: (input: CarrierInput) => ApiResult<Carrier>;
  onDelete?: (carrierId: string) => ApiResult<unknown>;
  /** After a change: the list is read again. */
  onChanged?: () => void;
}

const page = {
  headingId: 'carriers-heading',
  title: 'Carriers',
  caption: 'The carriers shipments go with, by name',
  rowKey: (carrier: Carrier) => carrier._id,
  emptyMessage: 'No carriers yet. Add the first one above.',
  errorTitle: 'The carriers could not be loaded',
  cardsBelow: 560,
};

function DeleteCarrier({
  carrier,
  onDelete,
  onChanged,
}: {
  carrier: Carrier;
  onDelete: (carrierId: string) => ApiResult<unknown>;
  onChanged: () => void;
}) {
  const { run } = useAnnouncedCalls(onChanged);
  const done = carrierDeletedMessage(carrier.name);
  return (
    <ConfirmDialog
      trigger={<Button variant="secondary">Delete {carrier.name}</Button>}
      title={`Delete ${carrier.name}?`}
      description="Shipments can no longer be recorded with it. A carrier a shipment went with is kept, since its tracking links need it."
      confirmLabel="Delete carrier"
      onConfirm={() =>
        run({ rowId: carrier._id, action: { run: () => onDelete(carrier._id), done } })
      }
    />
  );
}

export function CarriersPage({ view, onAdd, onDelete, onChanged = () => {} }: CarriersPageProps) {
  const columns: ReadonlyArray<TableColumn<Carrier>> = [
    { header: 'Name', cell: (carrier) => carrier.name, card: 'title' },
    { header: 'Tracking address', cell: (carrier) => carrier.trackingUrlTemplate },
    ...(onDelete
      ? [
          {
            header: 'Actions',
            card: 'actions' as const,
            cell: (carrier: Carrier) => (
              <DeleteCarrier carrier={carrier} onDelete={onDelete} onChanged={onChanged} />
            ),
          },
        ]
      : []),
  ];
  return (
    <DashboardTablePage
      {...page}
      view={view}
      columns={columns}
      toolbar={onAdd && <AddCarrierForm onAdd={onAdd} onAdded={onChanged} />}
    />
  );
}
