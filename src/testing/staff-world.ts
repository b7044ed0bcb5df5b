// A store whose demo customer the admin has given a staff role, signed in: the route tests
// of each role's pages start from it.
import { createMemoryWorld } from '../adapters/memory/memory-world';
import type { StaffRole } from '../domain/staff-role';

export async function signedInAsStaff(role: StaffRole) {
  const world = createMemoryWorld();
  const customer = world.state.users.get('customer@paintco.test');
  if (!customer) throw new Error('The demo customer is missing');
  customer.role = role;
  await world.signInAs('customer');
  return world;
}
