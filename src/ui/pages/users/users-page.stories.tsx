import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageOf, pageQueryOf } from '../../../domain/page';
import type { User } from '../../../domain/user';
import { expect, fn, screen, within } from 'storybook/test';
import { userActionsFor } from '../../../machines/table-actions';
import { createMockedHttpApi } from '../../../testing/http-api';
import { withToaster } from '../../storybook/with-toaster';
import { loaded, LOADING, mapLoaded } from '../../data/load-view';
import type { RowsStory } from '../../storybook/rows-story';
import { narrowScreen } from '../../storybook/narrow-screen';
import { sampleUserRows, usersHandlers } from '../../../testing/mocks/handlers/users';
import { roleSavedMessage } from './user-role-field';
import { madeAdminMessage, MAKE_ADMIN_FAILED_MESSAGE, UsersPage } from './users-page';

const actions = userActionsFor(createMockedHttpApi());

const meta = {
  title: 'Pages/Dashboard/Make Admin',
  // The users as the route's loader gives them; Make Admin goes to the mocked API.
  // The rows as the route's loader gives them (kept serialisable: the row-actions machine,
  // on the mocked API, is added as the page renders).
  render: ({ rows, onChanged }) => (
    <UsersPage
      view={mapLoaded(rows, (users) => ({ users: pageOf(users, pageQueryOf({})), actions }))}
      onChanged={onChanged}
    />
  ),
  args: { rows: loaded(sampleUserRows), onChanged: fn() },
  parameters: { msw: { handlers: usersHandlers.served() } },
  decorators: [withToaster],
} satisfies Meta<RowsStory<User>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Users: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('cell', { name: 'customer@paintco.test' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Make Admin/ })).toHaveLength(2);
  },
};

export const MakeAdmin: Story = {
  parameters: { msw: { handlers: usersHandlers.served() } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Make Admin customer@paintco.test' }),
    );
    await expect(await screen.findByText(madeAdminMessage('customer@paintco.test'))).toBeVisible();
  },
};

export const Refused: Story = {
  parameters: { msw: { handlers: usersHandlers.forbidden() } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Make Admin customer@paintco.test' }),
    );
    await expect(await screen.findByText(MAKE_ADMIN_FAILED_MESSAGE)).toBeVisible();
    await expect(args.onChanged).not.toHaveBeenCalled();
  },
};

/** The store's roles: one choice per user who is not an admin, with the current one chosen. */
export const RoleChoices: Story = {
  play: async ({ canvas }) => {
    const field = await canvas.findByRole('combobox', { name: 'Role of customer@paintco.test' });
    await expect(field).toHaveValue('customer');
    await expect(
      canvas.queryByRole('combobox', { name: 'Role of admin@paintco.test' }),
    ).not.toBeInTheDocument();
  },
};

export const RoleSaved: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const field = await canvas.findByRole('combobox', { name: 'Role of customer@paintco.test' });
    await userEvent.selectOptions(field, 'Warehouse');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Save role of customer@paintco.test' }),
    );
    await expect(
      await screen.findByText(roleSavedMessage('customer@paintco.test', 'warehouse')),
    ).toBeVisible();
    await expect(args.onChanged).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { rows: LOADING },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'All users' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  args: { rows: loaded([]) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No one has signed up yet.')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { rows: { status: 'failed', error: { kind: 'server', status: 500 }, retry: fn() } },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

export const NarrowScreen: Story = {
  decorators: [narrowScreen],
  play: async ({ canvas }) => {
    // Every row's action is in view: in a narrow column the rows are cards.
    const [action] = await canvas.findAllByRole('button', {
      name: 'Make Admin customer@paintco.test',
    });
    await expect(action).toBeVisible();
  },
};
