// A user's store role on the users page (issue 27): a labelled choice and its Save button,
// and the server's refusal (own role, last admin) said under it in a sentence.
import { useState, type FormEvent } from 'react';
import { ASSIGNABLE_ROLES, ROLE_LABELS, type AssignableRole } from '../../../domain/staff-role';
import type { User } from '../../../domain/user';
import { Button } from '../../components/button/button';
import { Select } from '../../components/select/select';

const ROLE_OPTIONS = ASSIGNABLE_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

const isAssignable = (value: string): value is AssignableRole =>
  (ASSIGNABLE_ROLES as readonly string[]).includes(value);

export const roleOf = (user: Pick<User, 'role'>): AssignableRole => user.role ?? 'customer';

export const roleSavedMessage = (email: string, role: AssignableRole) =>
  `${email} is now ${ROLE_LABELS[role]}`;
export const ROLE_FAILED_MESSAGE = 'The role could not be changed. Please try again.';

export interface UserRoleFieldProps {
  readonly user: User;
  readonly saving: boolean;
  /** The server's refusal of the last change, in a sentence. */
  readonly refusal?: string | undefined;
  readonly onSave: (role: AssignableRole) => void;
}

export function UserRoleField({ user, saving, refusal, onSave }: UserRoleFieldProps) {
  const [role, setRole] = useState<AssignableRole>(roleOf(user));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (role !== roleOf(user)) onSave(role);
  };
  return (
    <form onSubmit={submit} aria-label={`Role of ${user.email}`}>
      <Select
        label={`Role of ${user.email}`}
        options={ROLE_OPTIONS}
        value={role}
        error={refusal}
        onChange={(event) => {
          if (isAssignable(event.target.value)) setRole(event.target.value);
        }}
      />
      <Button type="submit" aria-label={`Save role of ${user.email}`} loading={saving}>
        Save role
      </Button>
    </form>
  );
}
