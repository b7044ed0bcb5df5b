import { useState, type ReactNode } from 'react';
import { ROLE_LABELS } from '../../../domain/staff-role';
import type { Page } from '../../../domain/page';
import { isAdmin, type User } from '../../../domain/user';
import type { RowActionsEmitted, RowActionsMachine } from '../../../machines/row-actions.machine';
import type { UserAction } from '../../../machines/table-actions';
import { Button } from '../../components/button/button';
import type { TableColumn } from '../../components/table/table';
import { notify } from '../../components/toast/toast-requests';
import { loaded } from '../../data/load-view';
import { ListTablePage, searched, type ListPageProps } from '../dashboard-shared/list-table-page';
import { useRowActions } from '../dashboard-shared/use-row-actions';
import { ROLE_FAILED_MESSAGE, roleOf, roleSavedMessage, UserRoleField } from './user-role-field';

export const madeAdminMessage = (email: string) => `Successfully made an admin ${email}`;
export const MAKE_ADMIN_FAILED_MESSAGE = 'Failed to make an admin';

export interface UsersData {
  /** The page of users the address asks for. */
  readonly users: Page<User>;
  /** Make Admin, wired to the API by the composition root. */
  readonly actions: RowActionsMachine<UserAction>;
}

export type UsersPageProps = ListPageProps<UsersData>;

const columns = (
  action?: (user: User) => ReactNode,
  roleField?: (user: User) => ReactNode,
): ReadonlyArray<TableColumn<User>> => [
  { header: 'Name', cell: (user) => user.name || '—' },
  { header: 'Email', cell: (user) => user.email, card: 'title' },
  { header: 'Role', cell: (user) => ROLE_LABELS[roleOf(user)] },
  // A column of its own: the Role cell reads as the spec's "Customer" or "Admin", and an
  // admin's row offers nothing to press, as before staff roles.
  ...(roleField
    ? [{ header: 'Staff role', cell: (user: User) => (isAdmin(user) ? null : roleField(user)) }]
    : []),
  {
    header: 'Action',
    cell: (user) => (isAdmin(user) ? null : action?.(user)),
    card: 'actions',
  },
];

const page = {
  headingId: 'users-heading',
  title: 'Make Admin',
  caption: 'All users',
  rowKey: (user: User) => user._id,
  emptyMessage: 'No one has signed up yet.',
  errorTitle: 'The users could not be loaded',
  searchLabel: 'Search users by e-mail or name',
  pagerLabel: 'Pages of users',
};

/**
 * Make Admin: every user, with a button to promote those who are not admins yet, and each
 * one's store role to change (issue 27). A 403 on Make Admin also ends the session (spec
 * section 4), as the session's rules say for that call.
 */
export function UsersPage({ view, onChanged, listing }: UsersPageProps) {
  if (view.status !== 'loaded') {
    return <ListTablePage {...searched(page, listing)} view={view} columns={columns()} />;
  }
  return <LoadedUsers {...view.value} onChanged={onChanged} listing={listing} />;
}

function LoadedUsers({
  users,
  actions,
  onChanged,
  listing,
}: UsersData & Pick<UsersPageProps, 'onChanged' | 'listing'>) {
  // The server's refusal of each row's last role change, said under its choice.
  const [refusals, setRefusals] = useState<Readonly<Record<string, string>>>({});
  const { run, isPending } = useRowActions(actions, (outcome: RowActionsEmitted<UserAction>) => {
    const { action, rowId } = outcome;
    if (action !== 'make-admin') {
      const refusal =
        outcome.type === 'failed' ? (outcome.error.message ?? ROLE_FAILED_MESSAGE) : undefined;
      setRefusals((shown) => ({ ...shown, [rowId]: refusal ?? '' }));
      void notify(refusal ?? roleSavedMessage(rowId, action.role), refusal ? 'error' : 'success');
      if (!refusal) onChanged?.();
      return;
    }
    if (outcome.type === 'failed') {
      void notify(MAKE_ADMIN_FAILED_MESSAGE, 'error');
      return;
    }
    void notify(madeAdminMessage(rowId));
    onChanged?.();
  });

  return (
    <ListTablePage
      {...searched(page, listing)}
      view={loaded(users)}
      columns={columns(
        (user) => (
          <Button
            aria-label={`Make Admin ${user.email}`}
            loading={isPending(user.email)}
            onClick={() => void run({ action: 'make-admin', rowId: user.email })}
          >
            Make Admin
          </Button>
        ),
        (user) => (
          <UserRoleField
            key={`${user.email}:${roleOf(user)}`}
            user={user}
            saving={isPending(user.email)}
            refusal={refusals[user.email] || undefined}
            onSave={(role) => void run({ action: { kind: 'role', role }, rowId: user.email })}
          />
        ),
      )}
    />
  );
}
