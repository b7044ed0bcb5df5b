import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { LinkNavigationContext } from '../../components/link/link-navigation';
import { narrowScreen } from '../../storybook/narrow-screen';
import { DashboardMenu } from './dashboard-menu';

const meta = {
  title: 'Pages/Dashboard/Menu',
  component: DashboardMenu,
  args: { role: 'customer' },
} satisfies Meta<typeof DashboardMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const linkNames = (canvas: HTMLElement) =>
  within(canvas)
    .getAllByRole('link')
    .map((link) => link.textContent);

export const Customer: Story = {
  play: async ({ canvasElement }) => {
    await expect(linkNames(canvasElement)).toEqual(['My Profile', 'My Orders', 'Add a review']);
  },
};

export const Admin: Story = {
  args: { role: 'admin' },
  play: async ({ canvasElement }) => {
    await expect(linkNames(canvasElement)).toEqual([
      'My Profile',
      'Make Admin',
      'Add Product',
      'Manage Product',
      'Manage Orders',
    ]);
  },
};

export const CurrentPage: Story = {
  args: { role: 'admin', onNavigate: fn() },
  decorators: [
    (Story) => (
      <LinkNavigationContext
        value={{
          navigate: fn(),
          preload: fn(),
          isCurrent: (href) => href === '/dashboard/manageOrders',
        }}
      >
        <Story />
      </LinkNavigationContext>
    ),
  ],
  play: async ({ canvas, userEvent, args }) => {
    const current = canvas.getByRole('link', { name: 'Manage Orders' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'My Profile' })).not.toHaveAttribute(
      'aria-current',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Add Product' }));
    await expect(args.onNavigate).toHaveBeenCalledOnce();
  },
};

export const NarrowScreen: Story = {
  args: { role: 'admin' },
  decorators: [narrowScreen],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Manage Product' })).toBeVisible();
  },
};
