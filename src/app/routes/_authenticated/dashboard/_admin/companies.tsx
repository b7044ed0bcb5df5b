import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { listSearchOf, pageQueryOf, type ListSearch } from '../../../../../domain/list-search';
import { valueOf } from '../../../../../ports/port-refusal';
import { loaded, LOADING } from '../../../../../ui/data/load-view';
import { CompaniesPage } from '../../../../../ui/pages/companies/companies-page';
import type { Listing } from '../../../../../ui/pages/dashboard-shared/list-controls';
import { useFailedView, useReload } from '../../../-load-states';
import { pageHead } from '../../../../page-head';

// Companies (store admins): a page of the companies, and the applications for a trade
// account, waiting ones first. The page and search live in the address (?page=2&q=acme).
export const Route = createFileRoute('/_authenticated/dashboard/_admin/companies')({
  head: () => pageHead('Companies'),
  validateSearch: (search): ListSearch => listSearchOf(search),
  loaderDeps: ({ search }) => search,
  loader: async ({ deps, context: { ports, machines } }) => {
    const [companies, applications, tools, priceListMachine] = await Promise.all([
      valueOf(ports.api.listCompaniesPage(pageQueryOf(deps))),
      valueOf(ports.api.listApplications()),
      valueOf(ports.api.listTools()),
      machines.priceList(),
    ]);
    const waiting = (one: { status: string }) => (one.status === 'pending' ? 0 : 1);
    return {
      companies,
      applications: [...applications].sort((a, b) => waiting(a) - waiting(b)),
      tools,
      priceListMachine,
    };
  },
  pendingComponent: CompaniesPending,
  pendingMs: 0,
  errorComponent: CompaniesFailed,
  component: CompaniesRoute,
  codeSplitGroupings: [['component', 'pendingComponent', 'errorComponent']],
});

function useListing(): Listing {
  const navigate = Route.useNavigate();
  return { search: Route.useSearch(), go: (search) => void navigate({ search }) };
}

function CompaniesRoute() {
  const { ports } = Route.useRouteContext();
  const data = Route.useLoaderData();
  return (
    <CompaniesPage
      view={loaded(data)}
      priceLists={{
        tools: data.tools,
        machine: data.priceListMachine,
        load: (companyId) => ports.api.getCompanyPriceList(companyId),
      }}
      terms={{
        load: (companyId) => ports.api.getCompanyTerms(companyId),
        save: (companyId, input) => valueOf(ports.api.setCompanyTerms(companyId, input)),
      }}
      listing={useListing()}
      onApprove={(id) => ports.api.approveApplication(id)}
      onDecline={(id, reason) => ports.api.declineApplication(id, reason)}
      onChanged={useReload()}
    />
  );
}

function CompaniesPending() {
  return <CompaniesPage view={LOADING} listing={useListing()} />;
}

function CompaniesFailed(props: ErrorComponentProps) {
  return <CompaniesPage view={useFailedView(props)} listing={useListing()} />;
}
