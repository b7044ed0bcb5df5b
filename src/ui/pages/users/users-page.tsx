import type { ReactNode } from 'react';
import type { Page } from '../../../domain/page';
import { isAdmin, type User } from '../../../domain/user';
import type { RowActionsEmitted, RowActionsMachine } from '../../../machines/row-actions.machine';
import type { UserAction } from '../../../machines/table-actions';
import { Button } from '../../components/button/button';
import type { TableColumn } from '../../components/table/table';
import { notify } from '../../components/toast/toast-requests';
import type { LoadView } from '../../data/load-view';
import { DashboardTablePage } from '../dashboard-shared/dashboard-table-page';
import {
  emptyListMessage,
  ListPager,
  ListSearchField,
  listTitle,
  type Listing,
} from '../dashboard-shared/list-controls';
import { useRowActions } from '../dashboard-shared/use-row-actions';

export const madeAdminMessage = (email: string) => `Successfully made an admin ${email}`;
export const MAKE_ADMIN_FAILED_MESSAGE = 'Failed to make an admin';

export interface UsersData {
  /** The page of users the address asks for. */
  readonly users: Page<User>;
  /** Make Admin, wired to the API by the composition root. */
  readonly actions: RowActionsMachine<UserAction>;
}

export interface UsersPageProps {
  view: LoadView<UsersData>;
  /** A user became an admin: load the users again. */
  onChanged?: () => void;
  /** The page and search in the address, and the step to another. */
  listing?: Listing;
}

const columns = (action?: (user: User) => ReactNode): ReadonlyArray<TableColumn<User>> => [
  { header: 'Name', cell: (user) => user.name || '—' },
  { header: 'Email', cell: (user) => user.email, card: 'title' },
  { header: 'Role', cell: (user) => (isAdmin(user) ? 'Admin' : 'Customer') },
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
};

/**
 * Make Admin: every user, with a button to promote those who are not admins yet. A 403
 * on it also ends the session (spec section 4), as the session's rules say for that call.
 */
export function UsersPage({ view, onChanged, listing }: UsersPageProps) {
  if (view.status !== 'loaded') {
    return (
      <DashboardTablePage
        {...page}
        title={listTitle(page.title, listing?.search.q)}
        view={view}
        columns={columns()}
        toolbar={toolbar(listing)}
      />
    );
  }
  return <LoadedUsers {...view.value} onChanged={onChanged} listing={listing} />;
}

const toolbar = (listing?: Listing) =>
  listing && <ListSearchField listing={listing} label="Search users by e-mail or name" />;

function LoadedUsers({
  users,
  actions,
  onChanged,
  listing,
}: UsersData & Pick<UsersPageProps, 'onChanged' | 'listing'>) {
  const { run, isPending } = useRowActions(actions, (outcome: RowActionsEmitted<UserAction>) => {
    if (outcome.type === 'failed') {
      void notify(MAKE_ADMIN_FAILED_MESSAGE, 'error');
      return;
    }
    void notify(madeAdminMessage(outcome.rowId));
    onChanged?.();
  });

  return (
    <DashboardTablePage
      {...page}
      title={listTitle(page.title, listing?.search.q)}
      view={{ status: 'loaded', value: users.items }}
      emptyMessage={
        listing ? emptyListMessage(listing.search, users, page.emptyMessage) : page.emptyMessage
      }
      toolbar={toolbar(listing)}
      footer={listing && <ListPager listing={listing} page={users} label="Pages of users" />}
      columns={columns((user) => (
        <Button
          aria-label={`Make Admin ${user.email}`}
          loading={isPending(user.email)}
          onClick={() => void run({ action: 'make-admin', rowId: user.email })}
        >
          Make Admin
        </Button>
      ))}
    />
  );
}
