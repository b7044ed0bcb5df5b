import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { fail, ok } from '../../../domain/result';
import type { Company } from '../../../domain/company';
import type { CompanyApplication } from '../../../domain/company-application';
import {
  DEMO_APPLICATIONS,
  DEMO_MY_COMPANY,
  PENDING_APPLICATION,
} from '../../../testing/demo-companies';
import { withToaster } from '../../storybook/with-toaster';
import { loaded, LOADING } from '../../data/load-view';
import { narrowScreen } from '../../storybook/narrow-screen';
import { setPriceListFor } from '../../../machines/forms';
import { sampleTools } from '../../../testing/mocks/catalogue-fixtures';
import { CompaniesPage } from './companies-page';

const pageOf = (items: readonly Company[], total = items.length, page = 1) => ({
  items,
  total,
  page,
  pageSize: 20,
});
const dataOf = (
  companies: readonly Company[],
  applications: readonly CompanyApplication[] = DEMO_APPLICATIONS,
) => ({ companies: pageOf(companies), applications });
const ACME = DEMO_MY_COMPANY.company;
const manyCompanies = Array.from({ length: 20 }, (_, n) => ({
  ...ACME,
  _id: `company-${n}`,
  name: `Company number ${n} with a rather long trading name`,
}));

const meta = {
  title: 'Pages/Companies',
  component: CompaniesPage,
  args: {
    view: loaded(dataOf([ACME])),
    listing: { search: {}, go: fn() },
    onApprove: fn(async () => ok({})),
    onDecline: fn(async () => ok({})),
    onChanged: fn(),
  },
  decorators: [withToaster],
} satisfies Meta<typeof CompaniesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Applications: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
    await expect(canvas.getByText(ACME.name)).toBeVisible();
    // Only the waiting application can be decided.
    await expect(canvas.getAllByRole('button', { name: 'Approve' })).toHaveLength(1);
    await userEvent.type(
      canvas.getByLabelText(`Reason for declining ${PENDING_APPLICATION.companyName}`),
      'No record',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(args.onChanged).toHaveBeenCalled());
    await expect(args.onDecline).toHaveBeenCalledWith(PENDING_APPLICATION._id, 'No record');
  },
};

export const Searched: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'Search companies by name or tax id' }),
      'acme{Enter}',
    );
    await waitFor(() => expect(args.listing?.go).toHaveBeenCalledWith({ q: 'acme' }));
  },
};

export const NothingMatches: Story = {
  args: { view: loaded(dataOf([])), listing: { search: { q: 'zebra' }, go: fn() } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Companies: matching “zebra”' }),
    ).toBeVisible();
    await expect(canvas.getByText('Nothing matches “zebra”.')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { view: loaded(dataOf([], [])) },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('No companies yet: they are made by approving an application.'),
    ).toBeVisible();
    await expect(canvas.getByText('No one has applied for a trade account yet.')).toBeVisible();
  },
};

export const LongList: Story = {
  args: {
    view: loaded({
      companies: pageOf(manyCompanies, 45),
      applications: Array.from({ length: 40 }, (_, n) => ({
        ...PENDING_APPLICATION,
        _id: `application-${n}`,
        companyName: `Company number ${n} with a rather long trading name`,
      })),
    }),
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /next/i }));
    await expect(args.listing?.go).toHaveBeenCalledWith({ page: 2 });
  },
};

export const ContractPrices: Story = {
  args: {
    priceLists: {
      tools: sampleTools,
      load: fn(async () => ok(null)),
      machine: setPriceListFor({
        setCompanyPriceList: fn(async () => fail({ kind: 'network' as const })),
      }),
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Contract prices of ${ACME.name}` }));
    await expect(
      await screen.findByRole('dialog', { name: `Contract prices of ${ACME.name}` }),
    ).toBeVisible();
    await waitFor(() => expect(args.priceLists?.load).toHaveBeenCalledWith(ACME._id));
  },
};

export const Loading: Story = { args: { view: LOADING } };

export const Failed: Story = {
  args: { view: { status: 'failed', error: { kind: 'network' }, retry: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The companies could not be loaded')).toBeVisible();
  },
};

export const NarrowScreen: Story = { decorators: [narrowScreen] };
