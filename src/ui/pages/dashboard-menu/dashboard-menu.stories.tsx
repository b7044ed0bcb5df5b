import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { currentPage } from '../../storybook/current-page';
import { narrowScreen } from '../../storybook/narrow-screen';
import { RoleDashboard } from './dashboard-menu';

const meta = {
  title: 'Pages/Dashboard/Menu',
  component: RoleDashboard,
  args: { role: 'customer', children: <h1>My Profile</h1> },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RoleDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

const menuLinks = (canvas: HTMLElement) =>
  within(within(canvas).getByRole('navigation', { name: 'Dashboard' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

export const Customer: Story = {
  play: async ({ canvasElement }) => {
    await expect(menuLinks(canvasElement)).toEqual([
      'My Profile',
      'My Orders',
      'Add a review',
      'My Quotes',
      'Quick order',
    ]);
  },
};

export const CompanyMember: Story = {
  args: { companyRole: 'buyer' },
  play: async ({ canvasElement }) => {
    await expect(menuLinks(canvasElement).slice(-2)).toEqual(['My Company', 'Company orders']);
  },
};

export const Admin: Story = {
  args: { role: 'admin' },
  play: async ({ canvasElement }) => {
    await expect(menuLinks(canvasElement)).toEqual([
      'My Profile',
      'Overview',
      'Make Admin',
      'Add Product',
      'Manage Product',
      'Import catalogue',
      'Manage Orders',
      'Carriers',
      'Manage Reviews',
      'Manage Quotes',
      'Returns',
      'Companies',
      'Mailbox',
      'Audit log',
    ]);
  },
};

/** The warehouse: the orders, where it ships and records shipments; nothing else. */
export const Warehouse: Story = {
  args: { role: 'warehouse' },
  play: async ({ canvasElement }) => {
    await expect(menuLinks(canvasElement)).toEqual(['My Profile', 'Manage Orders']);
  },
};

/** Sales: quotes, companies and their price lists, orders. */
export const Sales: Story = {
  args: { role: 'sales' },
  play: async ({ canvasElement }) => {
    await expect(menuLinks(canvasElement)).toEqual([
      'My Profile',
      'Manage Orders',
      'Manage Quotes',
      'Companies',
    ]);
  },
};

/** Finance: the orders (invoices, refunds, the exports) and the companies' statements. */
export const Finance: Story = {
  args: { role: 'finance' },
  play: async ({ canvasElement }) => {
    await expect(menuLinks(canvasElement)).toEqual(['My Profile', 'Manage Orders', 'Companies']);
  },
};

export const CurrentPage: Story = {
  args: { role: 'admin' },
  decorators: [currentPage('/dashboard/manageOrders')],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Manage Orders' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'My Profile' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

export const NarrowScreen: Story = {
  args: { role: 'admin' },
  decorators: [narrowScreen],
  play: async ({ canvas, userEvent }) => {
    const menu = canvas.getByRole('button', { name: 'Dashboard menu' });
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Manage Product' })).toBeInTheDocument();
  },
};
