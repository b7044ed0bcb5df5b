import { createFileRoute } from '@tanstack/react-router';
import { valueOf } from '../../../../ports/port-refusal';
import { loaded } from '../../../../ui/data/load-view';
import { StatementPage } from '../../../../ui/pages/statement/statement-page';
import { useReload } from '../../-load-states';
import { StatementNotLoaded } from './-statement-faces';
import { pageHead } from '../../../page-head';
import { myCompany } from '../../-my-company';

// The statement of the viewer's company: its company admin reads it and pays open invoices
// by card (the API refuses anyone else). The card form loads with it, as on the payment page.
export const Route = createFileRoute('/_authenticated/dashboard/statement')({
  head: () => pageHead('Statement'),
  loader: async ({ context: { ports, user } }) => {
    const { company } = await myCompany(ports.api);
    // The payer comes with the page, not in the app's first load.
    const [statement, kit, { invoicePayer }] = await Promise.all([
      valueOf(ports.api.getCompanyStatement(company._id)),
      ports.loadPayment(),
      import('../../../../ui/pages/statement/pay-invoices'),
    ]);
    const billing = {
      name: company.name,
      email: user.email,
      address: company.billingAddress,
      phone: '',
    };
    return {
      companyName: company.name,
      statement,
      payment: {
        CardFields: kit.CardFields,
        pay: invoicePayer(ports.api, kit.port, company._id, billing),
      },
    };
  },
  pendingComponent: StatementNotLoaded,
  pendingMs: 0,
  errorComponent: StatementNotLoaded,
  component: StatementRoute,
  codeSplitGroupings: [['component', 'pendingComponent', 'errorComponent']],
});

function StatementRoute() {
  const reload = useReload();
  return <StatementPage view={loaded({ ...Route.useLoaderData(), onChanged: reload })} />;
}
