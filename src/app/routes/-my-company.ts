// The company pages' first read: the person's company, which GET /company answers with null
// for a lone customer (an answer, not an error). On a page that only a member has, no
// company is still the page's "not found", with the sentence the API used to send.
import type { MyCompany } from '../../domain/company';
import type { ApiError, ApiPort } from '../../ports/api.port';
import { PortRefusal, valueOf } from '../../ports/port-refusal';

export const NOT_IN_A_COMPANY: ApiError = {
  kind: 'not-found',
  status: 404,
  message: 'You do not belong to a company.',
};

/** The person's company and role; a lone customer's load fails as "not found". */
export async function myCompany(api: Pick<ApiPort, 'getMyCompany'>): Promise<MyCompany> {
  const mine = await valueOf(api.getMyCompany());
  if (mine === null) throw new PortRefusal(NOT_IN_A_COMPANY);
  return mine;
}
