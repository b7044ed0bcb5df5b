// The signed-in account's kept delivery addresses, and its company's, for a checkout form to
// offer. They only save typing: when they cannot be read the form starts empty, as before.
import type { CompanyAddresses } from '../../domain/company';
import type { DeliveryAddress } from '../../domain/delivery-address';
import type { ApiPort } from '../../ports/api.port';

export async function keptAddresses(
  api: Pick<ApiPort, 'listDeliveryAddresses'>,
): Promise<readonly DeliveryAddress[]> {
  const answer = await api.listDeliveryAddresses().catch(() => undefined);
  return answer?.ok ? answer.value : [];
}

/** The member's company's delivery addresses; none for a person in no company. */
export async function companyAddresses(
  api: Pick<ApiPort, 'getMyCompany'>,
): Promise<CompanyAddresses | undefined> {
  const answer = await api.getMyCompany().catch(() => undefined);
  if (!answer?.ok || !answer.value?.company.deliveryAddresses.length) return undefined;
  const { name, deliveryAddresses } = answer.value.company;
  return { companyName: name, addresses: deliveryAddresses };
}
