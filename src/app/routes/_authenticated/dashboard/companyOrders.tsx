import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import {
  companyOrderListSearchOf,
  companyOrdersRequestOf,
  type CompanyOrderListSearch,
} from '../../../../domain/company-orders';
import { valueOf } from '../../../../ports/port-refusal';
import { loaded } from '../../../../ui/data/load-view';
import { CompanyOrdersPage } from '../../../../ui/pages/company-orders/company-orders-page';
import { useUnloadedView } from '../../-load-states';
import { useListing } from '../../-listing';
import { pageHead } from '../../../page-head';
import { myCompany } from '../../-my-company';

// Company orders, for any member: the API answers a company admin every member's orders
// and a buyer their own. The filters live in the address, so Back and a shared link show
// the same rows; anything unusable there falls back.
export const Route = createFileRoute('/_authenticated/dashboard/companyOrders')({
  head: () => pageHead('Company orders'),
  validateSearch: (search): CompanyOrderListSearch => companyOrderListSearchOf(search),
  loaderDeps: ({ search }) => search,
  loader: async ({ deps, context: { ports, user } }) => {
    const mine = await myCompany(ports.api);
    const id = mine.company._id;
    const [orders, members, requests] = await Promise.all([
      valueOf(ports.api.listCompanyOrders(id, companyOrdersRequestOf(deps))),
      mine.role === 'company-admin' ? valueOf(ports.api.listCompanyMembers(id)) : [],
      valueOf(ports.api.listMyApprovalRequests()),
    ]);
    return {
      companyName: mine.company.name,
      role: mine.role,
      viewerEmail: user.email,
      members,
      orders,
      requests,
    };
  },
  pendingComponent: CompanyOrdersNotLoaded,
  pendingMs: 0,
  errorComponent: CompanyOrdersNotLoaded,
  component: CompanyOrdersRoute,
  codeSplitGroupings: [['component', 'pendingComponent', 'errorComponent'], ['notFoundComponent']],
});

function CompanyOrdersNotLoaded(props: Partial<ErrorComponentProps>) {
  return <CompanyOrdersPage view={useUnloadedView(props)} listing={useListing(Route)} />;
}

function CompanyOrdersRoute() {
  return <CompanyOrdersPage view={loaded(Route.useLoaderData())} listing={useListing(Route)} />;
}
