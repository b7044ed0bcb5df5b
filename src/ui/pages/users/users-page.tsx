import { useCallback } from 'react';
import { isAdmin, type User } from '../../../domain/user';
import type { ApiPort } from '../../../ports/api.port';
import { Button } from '../../components/button/button';
import type { TableColumn } from '../../components/table/table';
import { notify } from '../../components/toast/toast-requests';
import { DashboardTablePage } from '../dashboard-shared/dashboard-table-page';
import { useApiQuery } from '../../data/use-api-query';
import { useRowActions } from '../dashboard-shared/use-row-actions';

export const madeAdminMessage = (email: string) => `Successfully made an admin ${email}`;
export const MAKE_ADMIN_FAILED_MESSAGE = 'Failed to make an admin';

export interface UsersPageProps {
  api: Pick<ApiPort, 'listUsers' | 'makeAdmin'>;
  /**
   * The API refused Make Admin with a 403 (this person is no longer an admin): the caller
   * signs them out and goes home. (A 401 ends the session wherever it happens.)
   */
  onRefused: () => void;
}

/** Make Admin: every user, with a button to promote those who are not admins yet. */
export function UsersPage({ api, onRefused }: UsersPageProps) {
  const { state, retry, refresh } = useApiQuery(() => api.listUsers());
  const { run, isPending } = useRowActions();

  const makeAdmin = useCallback(
    (email: string) =>
      run(email, async () => {
        const made = await api.makeAdmin(email);
        if (made.ok) {
          void notify(madeAdminMessage(email));
          refresh();
          return;
        }
        void notify(MAKE_ADMIN_FAILED_MESSAGE, 'error');
        if (made.error.kind === 'forbidden') onRefused();
      }),
    [api, run, refresh, onRefused],
  );

  const columns: ReadonlyArray<TableColumn<User>> = [
    { header: 'Name', cell: (user) => user.name || '—' },
    { header: 'Email', cell: (user) => user.email },
    { header: 'Role', cell: (user) => (isAdmin(user) ? 'Admin' : 'Customer') },
    {
      header: 'Action',
      cell: (user) =>
        isAdmin(user) ? null : (
          <Button
            aria-label={`Make Admin ${user.email}`}
            loading={isPending(user.email)}
            onClick={() => void makeAdmin(user.email)}
          >
            Make Admin
          </Button>
        ),
    },
  ];

  return (
    <DashboardTablePage
      headingId="users-heading"
      title="Make Admin"
      state={state}
      onRetry={retry}
      caption="All users"
      columns={columns}
      rowKey={(user) => user._id}
      emptyMessage="No one has signed up yet."
      errorTitle="The users could not be loaded"
    />
  );
}
