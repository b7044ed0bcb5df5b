// The store's staff roles (issue 27): the admin does everything; warehouse, sales and finance
// each reach only their own pages and calls. A customer has no role.
import * as v from 'valibot';
import { strictObjectMessage } from './fields';

/** Roles a person may hold at the store; the admin's is the only one that assigns roles. */
export const ROLES = ['admin', 'warehouse', 'sales', 'finance'] as const;
export type Role = (typeof ROLES)[number];

/** The roles beside the admin, which a call admits one by one. */
export type StaffRole = Exclude<Role, 'admin'>;
export const STAFF_ROLES: readonly StaffRole[] = ['warehouse', 'sales', 'finance'];

/** What the users page assigns: a role, or none ('customer'). */
export const ASSIGNABLE_ROLES = ['customer', ...ROLES] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export const ROLE_LABELS: Readonly<Record<AssignableRole, string>> = {
  customer: 'Customer',
  admin: 'Admin',
  warehouse: 'Warehouse',
  sales: 'Sales',
  finance: 'Finance',
};

/** `PUT /user/role/{email}`: the role an admin gives an account. */
export const SetUserRoleSchema = v.strictObject(
  {
    role: v.picklist(
      ASSIGNABLE_ROLES,
      'The role must be customer, admin, warehouse, sales or finance',
    ),
  },
  strictObjectMessage,
);
export type SetUserRole = v.InferOutput<typeof SetUserRoleSchema>;

export const isStaffRole = (role: string | undefined): role is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(role ?? '');

/**
 * Whether `next` would leave the store without an admin: the last admin giving up the
 * role (themselves or, with two sessions, each other) locks everyone out of roles for good.
 */
export const leavesNoAdmin = (
  adminCount: number,
  current: Role | undefined,
  next: AssignableRole,
) => current === 'admin' && next !== 'admin' && adminCount <= 1;
