// The signed-in account's kept delivery addresses for a checkout form to offer. They only
// save typing: when they cannot be read the form starts empty, as it did before.
import type { DeliveryAddress } from '../../domain/delivery-address';
import type { ApiPort } from '../../ports/api.port';

export async function keptAddresses(
  api: Pick<ApiPort, 'listDeliveryAddresses'>,
): Promise<readonly DeliveryAddress[]> {
  const answer = await api.listDeliveryAddresses().catch(() => undefined);
  return answer?.ok ? answer.value : [];
}
