// Company orders: a company admin (and a store admin) sees every order the company's
// members placed, a buyer or approver only their own. An order stays the company's after
// its buyer leaves; another company's id names no company.
import { parseCompanyOrderQuery } from '../../domain/company-orders';
import type { Order } from '../../domain/order';
import type { Page } from '../../domain/page';
import { fail, ok, type Result } from '../../domain/result';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';
import { companyAccess } from './company-access';
import type { CompanyDeps } from './company-deps';

export async function listCompanyOrders(
  deps: CompanyDeps,
  viewer: Viewer,
  companyId: string,
  raw: Readonly<Record<string, string>>,
): Promise<Result<Page<Order>, Refusal>> {
  const access = await companyAccess(deps.companies, viewer, companyId, 'member');
  if (!access.ok) return access;
  const query = parseCompanyOrderQuery(raw);
  if (!query.ok) return fail({ code: 'invalid', message: query.message });
  const seesEveryMember = viewer.isAdmin || access.value.role === 'company-admin';
  if (!seesEveryMember && query.value.member && query.value.member !== viewer.email) {
    return fail({ code: 'company-admin-only' });
  }
  const member = seesEveryMember ? query.value.member : viewer.email;
  const page = await deps.orderLists.findCompanyPage(companyId, { ...query.value, member });
  return ok({ ...page, items: page.items.map(deps.presentOrder) });
}
