import { createFileRoute } from '@tanstack/react-router';
import type { AccountInvoice } from '../../../../../domain/account-statement';
import { valueOf } from '../../../../../ports/port-refusal';
import { loaded } from '../../../../../ui/data/load-view';
import { StatementPage } from '../../../../../ui/pages/statement/statement-page';
import { TransferDialog } from '../../../../../ui/pages/statement/transfer-dialog';
import { useReload } from '../../../-load-states';
import { StatementNotLoaded } from '../-statement-faces';
import { pageHead } from '../../../../page-head';

// A company's statement as a store admin reads it from Companies, at
// /dashboard/companies/{id}/statement (not nested in Companies: the trailing _): what it
// owes, and "Record transfer" for a bank transfer received against the invoices ticked.
export const Route = createFileRoute('/_authenticated/dashboard/_admin/companies_/$id/statement')({
  loader: async ({ context: { ports }, params }) => {
    const [company, statement] = await Promise.all([
      valueOf(ports.api.getCompany(params.id)),
      valueOf(ports.api.getCompanyStatement(params.id)),
    ]);
    return { companyName: company.name, statement };
  },
  head: ({ loaderData }) =>
    pageHead(loaderData ? `Statement of ${loaderData.companyName}` : 'Statement'),
  pendingComponent: StatementNotLoaded,
  pendingMs: 0,
  errorComponent: StatementNotLoaded,
  component: StatementRoute,
  codeSplitGroupings: [['component', 'pendingComponent', 'errorComponent']],
});

function StatementRoute() {
  const data = Route.useLoaderData();
  const { id } = Route.useParams();
  const { api } = Route.useRouteContext({ select: ({ ports }) => ports });
  const reload = useReload();
  const transfer = (chosen: readonly AccountInvoice[], onRecorded: () => void) => (
    <TransferDialog
      invoices={chosen}
      record={(input) => valueOf(api.recordTransfer(id, input))}
      onRecorded={onRecorded}
    />
  );
  return <StatementPage view={loaded({ ...data, transfer, onChanged: reload })} />;
}
