// The trade accounts' calls (src/ports/calls/companies.calls.ts), answered by
// src/application/companies. Applying and inviting queue work for people (an admin's
// review, an e-mail to any address): each is rate limited per account, counted in the
// database so every API process shares one allowance. Deciding an application and writing a
// price list (each audited or e-mailed) count against the admin's writes limit.
import { companyHandlers } from '../../../src/application/companies/company-handlers';
import { companyCalls } from '../../../src/ports/calls/companies.calls';
import type { Order } from '../../../src/domain/order';
import type { AppDeps } from '../app-deps';
import { callRoutes } from '../http/call-routes';
import { perAccount } from '../http/rate-limits';
import { absoluteAssetUrl } from './asset-urls';

/** What the trade accounts' use cases (companies and approvals) take from the app's parts. */
export const tradeDeps = (deps: AppDeps) => ({
  ...deps,
  now: () => deps.clock.now(),
  orderLists: deps.orders,
  presentOrder: (order: Order) => ({
    ...order,
    toolImg: absoluteAssetUrl(deps.publicUrl, order.toolImg),
  }),
});

export function companyRoutes(deps: AppDeps) {
  const companyWrites = perAccount(deps.rateLimiter, 'companyWritesPerUser');
  const writes = [perAccount(deps.rateLimiter, 'adminWritesPerUser')];
  return callRoutes(companyCalls, companyHandlers, tradeDeps(deps), {
    applyForTradeAccount: [companyWrites],
    inviteToCompany: [companyWrites],
    approveApplication: writes,
    declineApplication: writes,
    setCompanyPriceList: writes,
  });
}
