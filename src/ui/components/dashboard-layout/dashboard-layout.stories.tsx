import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { currentPage } from '../../storybook/current-page';
import { narrowScreen } from '../../storybook/narrow-screen';
import { DashboardLayout } from './dashboard-layout';

const customerLinks = [
  { label: 'My Profile', href: '/dashboard' },
  { label: 'My Orders', href: '/dashboard/myOrders' },
  { label: 'Add a review', href: '/dashboard/addReview' },
];

const adminLinks = [
  { label: 'My Profile', href: '/dashboard' },
  { label: 'Make Admin', href: '/dashboard/users' },
  { label: 'Add Product', href: '/dashboard/addProduct' },
  { label: 'Manage Product', href: '/dashboard/manageProduct' },
  { label: 'Manage Orders', href: '/dashboard/manageOrders' },
];

const meta = {
  title: 'Components/DashboardLayout',
  component: DashboardLayout,
  args: {
    links: customerLinks,
    children: <h1>My Profile</h1>,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DashboardLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Customer: Story = {
  play: async ({ canvas }) => {
    const drawer = canvas.getByRole('navigation', { name: 'Dashboard' });
    await expect(drawer).toBeInTheDocument();
    for (const { label, href } of customerLinks) {
      await expect(canvas.getByRole('link', { name: label, hidden: true })).toHaveAttribute(
        'href',
        href,
      );
    }
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  },
};

export const Admin: Story = {
  args: { links: adminLinks },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link', { hidden: true })).toHaveLength(5);
    await expect(
      canvas.getByRole('link', { name: 'Make Admin', hidden: true }),
    ).toBeInTheDocument();
  },
};

export const CurrentPage: Story = {
  decorators: [currentPage('/dashboard/myOrders')],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'My Orders', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const NarrowScreen: Story = {
  decorators: [narrowScreen],
  play: async ({ canvas, userEvent }) => {
    const menu = canvas.getByRole('button', { name: 'Dashboard menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toHaveFocus();
    await userEvent.click(menu);
    await userEvent.click(canvas.getByRole('link', { name: 'My Orders' }));
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  },
};

export const LongTextNarrow: Story = {
  args: {
    title: 'Administration',
    links: [{ label: 'Manage every order placed by customers this year', href: '/x' }],
  },
  decorators: [narrowScreen],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Administration menu' }));
    await expect(canvas.getByRole('link', { name: /Manage every order/ })).toBeVisible();
  },
};
