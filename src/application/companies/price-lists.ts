// A company's contract price list: its members read it (`GET /company/{id}/price-list`),
// only the store's admins write it (`PUT`). Anyone else is told there is no such company,
// as for an id that names none. The list is checked against the tools as they are now.
import type { BuyerTerms } from '../../domain/buyer-price';
import { checkPriceList, type ListedTool } from '../../domain/contract-price-check';
import type { PriceList, PriceListInput } from '../../domain/contract-prices';
import { IdSchema } from '../../domain/fields';
import { parseInput } from '../../domain/parse';
import { fail, ok, type Result } from '../../domain/result';
import { requireAdmin } from '../access-policy';
import type { PriceListStore } from '../ports/price-list-store.port';
import type { ToolCatalog } from '../ports/tool-catalog.port';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';
import { companyAccess } from './company-access';
import type { CompanyDeps } from './company-deps';
import { recordAction } from '../history/record-action';

export type PriceListDeps = CompanyDeps & {
  readonly priceLists: PriceListStore;
  readonly tools: ToolCatalog;
};

export async function getPriceList(
  deps: PriceListDeps,
  viewer: Viewer,
  companyId: string,
): Promise<Result<PriceList | null, Refusal>> {
  const access = await companyAccess(deps.companies, viewer, companyId, 'member');
  if (!access.ok) return access;
  return ok((await deps.priceLists.find(access.value.company._id)) ?? null);
}

/** The tools the rows name, as they are now; ids that are no id name no tool. */
async function listedTools(
  tools: ToolCatalog,
  rows: readonly unknown[],
): Promise<Map<string, ListedTool>> {
  const ids = rows.flatMap((row) => {
    const id = parseInput(IdSchema, (row as { toolId?: unknown } | null)?.toolId);
    return id.ok ? [id.value] : [];
  });
  const found = await Promise.all([...new Set(ids)].map((id) => tools.findById(id)));
  return new Map(found.flatMap((tool) => (tool ? [[tool._id, tool] as const] : [])));
}

/** The signed-in person's company and its list, so pages show the prices checkout charges. */
export async function myPriceTerms(
  deps: PriceListDeps,
  viewer: Viewer,
): Promise<Result<BuyerTerms | null, Refusal>> {
  return ok((await deps.priceLists.termsOf(viewer.email)) ?? null);
}

export async function setPriceList(
  deps: PriceListDeps,
  viewer: Viewer,
  companyId: string,
  input: PriceListInput,
): Promise<Result<PriceList, Refusal>> {
  const admin = requireAdmin(viewer);
  if (!admin.ok) return admin;
  const company = await deps.companies.find(companyId);
  if (!company) return fail({ code: 'no-such-company' });
  const tools = await listedTools(deps.tools, input.prices);
  const now = deps.now();
  const checked = checkPriceList(input, (id) => tools.get(id), now);
  if (!checked.ok) return fail({ code: 'invalid', message: checked.message });
  const saved = await deps.priceLists.save(company._id, {
    validFrom: checked.validFrom,
    validUntil: checked.validUntil,
    prices: checked.prices,
    now,
    by: viewer.email,
  });
  if (!saved) return fail({ code: 'no-such-company' });
  await recordAction(deps.audit, viewer, 'company-price-list-set', company.name, company._id);
  return ok(saved);
}
