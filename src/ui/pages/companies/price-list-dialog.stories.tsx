import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import type { PriceList } from '../../../domain/contract-prices';
import { fail, ok } from '../../../domain/result';
import { setPriceListFor } from '../../../machines/forms';
import { sampleTools } from '../../../testing/mocks/catalogue-fixtures';
import { DEMO_MY_COMPANY } from '../../../testing/demo-companies';
import { Button } from '../../components/button/button';
import { withToaster } from '../../storybook/with-toaster';
import { narrowScreen } from '../../storybook/narrow-screen';
import { PriceListDialog, priceListSavedMessage, type PriceListEditing } from './price-list-dialog';

const ACME = DEMO_MY_COMPANY.company;
const [roller, brush] = sampleTools as [(typeof sampleTools)[number], (typeof sampleTools)[number]];
const TODAY = new Date('2026-06-01T12:00:00Z');

const KEPT: PriceList = {
  companyId: ACME._id,
  companyName: ACME.name,
  validFrom: '2026-01-01',
  validUntil: '2026-12-31',
  prices: [
    { toolId: roller._id, kind: 'percent-off', value: 10, tiers: [{ fromQty: 100, value: 15 }] },
    { toolId: brush._id, kind: 'fixed', value: 7.5, tiers: [] },
  ],
  updatedAt: '2026-01-01T09:00:00.000Z',
};

const saved = (list: unknown) => ok({ ...KEPT, ...(list as object) });
const setCompanyPriceList = fn(async (_id: string, list: unknown) => saved(list));
const noList: PriceListEditing['load'] = fn(async () => ok(null));
const never: PriceListEditing['load'] = () => new Promise(() => undefined);

const meta = {
  title: 'Pages/Dashboard/Companies/Contract prices dialog',
  component: PriceListDialog,
  args: {
    company: ACME,
    tools: sampleTools,
    load: noList,
    machine: setPriceListFor({ setCompanyPriceList }),
    now: () => TODAY,
    trigger: <Button variant="secondary">Contract prices</Button>,
  },
  decorators: [withToaster],
} satisfies Meta<typeof PriceListDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function openDialog(canvas: Canvas, user: { click: (element: Element) => Promise<void> }) {
  await user.click(canvas.getByRole('button', { name: 'Contract prices' }));
  return within(await screen.findByRole('dialog', { name: `Contract prices of ${ACME.name}` }));
}

export const NewList: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent);
    await expect(await dialog.findByText('No contract prices yet: add a tool.')).toBeVisible();
    await expect(dialog.getByLabelText(/First day/)).toHaveValue('2026-06-01');
    await userEvent.type(dialog.getByLabelText(/Last day/), '2026-12-31');
    await userEvent.click(dialog.getByRole('button', { name: 'Add a tool' }));
    const row = within(dialog.getByRole('group', { name: 'Contract price 1' }));
    await userEvent.selectOptions(row.getByLabelText('Tool'), roller._id);
    await userEvent.type(row.getByLabelText(/Percentage off/), '10');
    await userEvent.click(dialog.getByRole('button', { name: 'Save contract prices' }));
    await expect(await screen.findByText(priceListSavedMessage(ACME.name))).toBeVisible();
    await expect(setCompanyPriceList).toHaveBeenCalledWith(ACME._id, {
      validFrom: '2026-06-01',
      validUntil: '2026-12-31',
      prices: [{ toolId: roller._id, kind: 'percent-off', value: 10, tiers: [] }],
    });
  },
};

export const KeptList: Story = {
  args: { load: fn(async () => ok(KEPT)) },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent);
    const first = within(await dialog.findByRole('group', { name: 'Contract price 1' }));
    await expect(first.getByLabelText('Tool')).toHaveValue(roller._id);
    await expect(first.getAllByLabelText(/Percentage off/)[1]).toHaveValue('15');
    const second = within(dialog.getByRole('group', { name: 'Contract price 2' }));
    await expect(second.getByLabelText(/Unit price/)).toHaveValue('7.50');
  },
};

/** Its own spy: nothing this story does may reach the API. */
const neverSent = fn(async (_id: string, list: unknown) => saved(list));

export const RefusedByTheDomain: Story = {
  args: { machine: setPriceListFor({ setCompanyPriceList: neverSent }) },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent);
    await userEvent.type(await dialog.findByLabelText(/Last day/), '2026-01-31');
    await userEvent.click(dialog.getByRole('button', { name: 'Add a tool' }));
    const row = within(dialog.getByRole('group', { name: 'Contract price 1' }));
    await userEvent.selectOptions(row.getByLabelText('Tool'), roller._id);
    await userEvent.type(row.getByLabelText(/Percentage off/), '100');
    await userEvent.click(dialog.getByRole('button', { name: 'Save contract prices' }));
    await expect(
      await dialog.findByText('The last day cannot come before the first day'),
    ).toBeVisible();
    await expect(
      row.getByText('Percentage off must be less than 100 %: a tool is never free'),
    ).toBeVisible();
    await expect(neverSent).not.toHaveBeenCalled();
  },
};

export const RefusedByTheStore: Story = {
  args: {
    load: fn(async () => ok(KEPT)),
    machine: setPriceListFor({
      setCompanyPriceList: fn(async () =>
        fail({ kind: 'invalid' as const, message: 'Row 1: No tool with this id is sold' }),
      ),
    }),
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent);
    await userEvent.click(await dialog.findByRole('button', { name: 'Save contract prices' }));
    await expect(await dialog.findByText(/No tool with this id is sold/)).toBeVisible();
  },
};

/** The store takes its time: Save spins, and a second press sends nothing more. */
const slowSave = fn(
  (_id: string, list: unknown) =>
    new Promise<Awaited<ReturnType<typeof saved>>>((resolve) =>
      setTimeout(() => resolve(saved(list)), 400),
    ),
);

export const Saving: Story = {
  args: {
    load: fn(async () => ok(KEPT)),
    machine: setPriceListFor({ setCompanyPriceList: slowSave }),
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent);
    const save = await dialog.findByRole('button', { name: 'Save contract prices' });
    await userEvent.click(save);
    await userEvent.click(save);
    await expect(await screen.findByText(priceListSavedMessage(ACME.name))).toBeVisible();
    await waitFor(() => expect(slowSave).toHaveBeenCalledTimes(1));
  },
};

export const Loading: Story = {
  args: { load: never },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent);
    await expect(dialog.getByText('Loading the contract prices')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { load: fn(async () => fail({ kind: 'network' as const })) },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent);
    await expect(await dialog.findByText(/could not be loaded/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const LongList: Story = {
  args: {
    load: fn(async () =>
      ok({
        ...KEPT,
        prices: sampleTools.map((tool) => ({
          toolId: tool._id,
          kind: 'percent-off' as const,
          value: 5,
          tiers: [
            { fromQty: 1000, value: 10 },
            { fromQty: 5000, value: 12.5 },
          ],
        })),
      }),
    ),
  },
};

export const NarrowScreen: Story = {
  args: { load: fn(async () => ok(KEPT)) },
  decorators: [narrowScreen],
};
