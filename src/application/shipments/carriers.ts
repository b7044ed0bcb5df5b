// The carriers an admin keeps (name and tracking-address template): listed for the ship
// dialog, added and edited on the admin's carriers page. Names are unique.
import type { Carrier, CarrierInput } from '../../domain/carrier';
import { fail, ok, type Result } from '../../domain/result';
import { requireAdmin } from '../access-policy';
import type { SavedCarrier } from '../ports/shipment-store.port';
import type { Refusal } from '../refusals';
import type { Viewer } from '../viewer';
import type { ShipmentDeps } from './shipment-deps';

export async function listCarriers(
  deps: Pick<ShipmentDeps, 'carriers'>,
  viewer: Viewer,
): Promise<Result<Carrier[], Refusal>> {
  const admin = requireAdmin(viewer);
  if (!admin.ok) return admin;
  return ok(await deps.carriers.list());
}

function answer(saved: SavedCarrier): Result<Carrier, Refusal> {
  if (saved.kind === 'name-taken') return fail({ code: 'carrier-name-taken' });
  if (saved.kind === 'no-carrier') return fail({ code: 'no-such-carrier' });
  return ok(saved.carrier);
}

export async function addCarrier(
  deps: Pick<ShipmentDeps, 'carriers'>,
  viewer: Viewer,
  input: CarrierInput,
): Promise<Result<Carrier, Refusal>> {
  const admin = requireAdmin(viewer);
  if (!admin.ok) return admin;
  return answer(await deps.carriers.add(input, admin.value.email));
}

export async function editCarrier(
  deps: Pick<ShipmentDeps, 'carriers'>,
  viewer: Viewer,
  id: string,
  input: CarrierInput,
): Promise<Result<Carrier, Refusal>> {
  const admin = requireAdmin(viewer);
  if (!admin.ok) return admin;
  return answer(await deps.carriers.edit(id, input, admin.value.email));
}

/** A carrier a shipment went with stays: its tracking links and the order pages need it. */
export async function deleteCarrier(
  deps: Pick<ShipmentDeps, 'carriers'>,
  viewer: Viewer,
  id: string,
): Promise<Result<{ modifiedCount: number }, Refusal>> {
  const admin = requireAdmin(viewer);
  if (!admin.ok) return admin;
  const removed = await deps.carriers.remove(id, admin.value.email);
  if (removed === 'no-carrier') return fail({ code: 'no-such-carrier' });
  if (removed === 'in-use') return fail({ code: 'carrier-in-use' });
  return ok({ modifiedCount: 1 });
}
