import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { listSearchOf, pageQueryOf, type ListSearch } from '../../../../../domain/list-search';
import { valueOf } from '../../../../../ports/port-refusal';
import { loaded } from '../../../../../ui/data/load-view';
import { CompaniesPage } from '../../../../../ui/pages/companies/companies-page';
import { useUnloadedView, useReload } from '../../../-load-states';
import { useListing } from '../../../-listing';
import { roleInForce } from '../../../-session-guards';
import { useSessionRole } from '../../../-use-session-role';
import { pageHead } from '../../../../page-head';
import { companiesPageRights, type CompaniesPageRights } from '../-companies-page-rights';

// Companies (store admins, sales, finance): a page of the companies, and for those who decide
// them the applications for a trade account, waiting ones first; each reader loads only what
// its role may read (-companies-page-rights.ts). The page and search live in the address
// (?page=2&q=acme).
export const Route = createFileRoute('/_authenticated/dashboard/_admin/companies')({
  head: () => pageHead('Companies'),
  validateSearch: (search): ListSearch => listSearchOf(search),
  loaderDeps: ({ search }) => search,
  loader: async ({ deps, context: { ports, machines, session, user } }) => {
    const rights = companiesPageRights(await roleInForce(session, user));
    const [companies, applications, tools, priceListMachine] = await Promise.all([
      valueOf(ports.api.listCompaniesPage(pageQueryOf(deps))),
      rights.decidesApplications ? valueOf(ports.api.listApplications()) : [],
      rights.keepsPriceLists ? valueOf(ports.api.listTools()) : [],
      rights.keepsPriceLists ? machines.priceList() : undefined,
    ]);
    const waiting = (one: { status: string }) => (one.status === 'pending' ? 0 : 1);
    return {
      companies,
      applications: [...applications].sort((a, b) => waiting(a) - waiting(b)),
      tools,
      priceListMachine,
    };
  },
  pendingComponent: CompaniesNotLoaded,
  pendingMs: 0,
  errorComponent: CompaniesNotLoaded,
  component: CompaniesRoute,
  codeSplitGroupings: [['component', 'pendingComponent', 'errorComponent']],
});

function useRights(): CompaniesPageRights {
  return companiesPageRights(
    useSessionRole(Route.useRouteContext({ select: ({ user }) => user.role })),
  );
}

function CompaniesRoute() {
  const { ports } = Route.useRouteContext();
  const data = Route.useLoaderData();
  const rights = useRights();
  const { priceListMachine } = data;
  return (
    <CompaniesPage
      view={loaded(data)}
      priceLists={
        rights.keepsPriceLists && priceListMachine
          ? {
              tools: data.tools,
              machine: priceListMachine,
              load: (companyId) => ports.api.getCompanyPriceList(companyId),
            }
          : undefined
      }
      terms={
        rights.keepsAccounts
          ? {
              load: (companyId) => ports.api.getCompanyTerms(companyId),
              save: (companyId, input) => valueOf(ports.api.setCompanyTerms(companyId, input)),
            }
          : undefined
      }
      decidesApplications={rights.decidesApplications}
      listing={useListing(Route)}
      onApprove={(id) => ports.api.approveApplication(id)}
      onDecline={(id, reason) => ports.api.declineApplication(id, reason)}
      onChanged={useReload()}
    />
  );
}

function CompaniesNotLoaded(props: Partial<ErrorComponentProps>) {
  const { decidesApplications } = useRights();
  return (
    <CompaniesPage
      view={useUnloadedView(props)}
      listing={useListing(Route)}
      decidesApplications={decidesApplications}
    />
  );
}
