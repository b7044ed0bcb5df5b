import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { pageOf, pageQueryOf } from '../../../domain/page';
import { DEMO_MEMBERS, DEMO_MY_COMPANY, demoCompanyOrders } from '../../../testing/demo-companies';
import { loaded, LOADING } from '../../data/load-view';
import { narrowScreen } from '../../storybook/narrow-screen';
import { CompanyOrdersPage, type CompanyOrdersData } from './company-orders-page';

const [admin, buyer] = DEMO_MEMBERS;
const orders = demoCompanyOrders(6);

const data: CompanyOrdersData = {
  companyName: DEMO_MY_COMPANY.company.name,
  role: 'company-admin',
  viewerEmail: admin?.email ?? '',
  members: DEMO_MEMBERS,
  orders: pageOf(orders, pageQueryOf({})),
};

const go = fn();

const meta = {
  title: 'Pages/Dashboard/Company orders',
  component: CompanyOrdersPage,
  args: { view: loaded(data), listing: { search: {}, go } },
} satisfies Meta<typeof CompanyOrdersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CompanyAdmin: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Acme Painting Contractors: orders' }),
    ).toBeVisible();
    await expect(canvas.getAllByText(buyer?.email ?? '').length).toBeGreaterThan(0);
    // Only the viewer's own orders link to their pages: a colleague's are not theirs to open.
    await expect(canvas.getAllByRole('link')).toHaveLength(
      orders.filter((order) => order.email === admin?.email).length,
    );
    await userEvent.selectOptions(
      canvas.getByLabelText('Placed by'),
      `${buyer?.name} (${buyer?.email})`,
    );
    await expect(go).toHaveBeenLastCalledWith({ member: buyer?.email, page: undefined });
    await userEvent.selectOptions(canvas.getByLabelText('Show'), 'paid');
    await expect(go).toHaveBeenLastCalledWith({ status: 'paid', page: undefined });
  },
};

export const Buyer: Story = {
  args: {
    view: loaded({
      ...data,
      role: 'buyer',
      viewerEmail: buyer?.email ?? '',
      members: [],
      orders: pageOf(
        orders.filter((order) => order.email === buyer?.email),
        pageQueryOf({}),
      ),
    }),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Your orders for Acme Painting Contractors' }),
    ).toBeVisible();
    await expect(canvas.queryByLabelText('Placed by')).toBeNull();
  },
};

export const Filtered: Story = {
  args: {
    view: loaded({ ...data, orders: { items: [], total: 0, page: 1, pageSize: 20 } }),
    listing: {
      search: { status: 'shipped', member: buyer?.email, from: '2026-06-01', to: '2026-06-30' },
      go,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No order matches these filters.')).toBeVisible();
    await expect(canvas.getByLabelText('From')).toHaveValue('2026-06-01');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'shipped, bailey.buyer@paintco.test, 2026-06-01 to 2026-06-30',
    );
  },
};

export const Empty: Story = {
  args: { view: loaded({ ...data, orders: { items: [], total: 0, page: 1, pageSize: 20 } }) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('No member of your company has ordered anything yet.'),
    ).toBeVisible();
  },
};

export const LongList: Story = {
  args: {
    view: loaded({
      ...data,
      orders: { items: demoCompanyOrders(20), total: 87, page: 2, pageSize: 20 },
    }),
    listing: { search: { page: 2 }, go },
  },
  play: async ({ canvas, userEvent }) => {
    const pages = canvas.getByRole('navigation', { name: 'Pages of orders' });
    await expect(within(pages).getByRole('status')).toHaveTextContent('Page 2 of 5');
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await expect(go).toHaveBeenLastCalledWith({ page: 3 });
  },
};

export const Loading: Story = {
  args: { view: LOADING },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Company orders' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Failed: Story = {
  args: { view: { status: 'failed', error: { kind: 'server', status: 500 }, retry: fn() } },
  play: async ({ canvas, userEvent, args }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The company orders could not be loaded');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    if (args.view.status === 'failed') await expect(args.view.retry).toHaveBeenCalledOnce();
  },
};

export const NarrowScreen: Story = { decorators: [narrowScreen] };
