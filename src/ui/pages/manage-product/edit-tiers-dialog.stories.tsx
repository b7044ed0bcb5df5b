import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import type { Tool } from '../../../domain/tool';
import { fail, ok } from '../../../domain/result';
import { setToolTiersFor } from '../../../machines/forms';
import { Button } from '../../components/button/button';
import { withToaster } from '../../storybook/with-toaster';
import { EditTiersDialog, tiersSavedMessage } from './edit-tiers-dialog';

const roller: Tool = {
  _id: '3f6d0c1e-8a4b-4c2d-9e1f-0a1b2c3d4e01',
  name: 'Pro Paint Roller 9"',
  img: '/images/paint-roller.svg',
  description: 'A roller.',
  minQty: 1,
  availableQty: 1000,
  price: 12,
  tiers: [{ fromQty: 100, price: 10.8 }],
};

const setToolTiers = fn(async (_id: string, _tiers: unknown) => ok({ modifiedCount: 1 }));

const meta = {
  title: 'Pages/Dashboard/Manage Product/Price tiers dialog',
  component: EditTiersDialog,
  args: {
    tool: roller,
    machine: setToolTiersFor({ setToolTiers }),
    onSaved: fn(),
    // Manage Product opens it from a row's menu; here from a button of its own.
    trigger: (
      <Button variant="secondary" aria-label={`Price tiers of ${roller.name}`}>
        Price tiers
      </Button>
    ),
  },
  decorators: [withToaster],
} satisfies Meta<typeof EditTiersDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function openDialog(canvas: Canvas, user: { click: (element: Element) => Promise<void> }) {
  await user.click(canvas.getByRole('button', { name: `Price tiers of ${roller.name}` }));
  return within(await screen.findByRole('dialog', { name: `Price tiers of ${roller.name}` }));
}

export const AddATier: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const dialog = await openDialog(canvas, userEvent);
    const first = within(dialog.getByRole('group', { name: 'Price tier 1' }));
    await expect(first.getByLabelText(/Unit price/)).toHaveValue('10.80');
    await userEvent.click(dialog.getByRole('button', { name: 'Add a price tier' }));
    const second = within(dialog.getByRole('group', { name: 'Price tier 2' }));
    await userEvent.type(second.getByLabelText('From quantity'), '500');
    await userEvent.type(second.getByLabelText(/Unit price/), '9.60');
    await userEvent.click(dialog.getByRole('button', { name: 'Save tiers' }));
    await expect(await screen.findByText(tiersSavedMessage(roller.name))).toBeVisible();
    await expect(setToolTiers).toHaveBeenCalledWith(roller._id, [
      { fromQty: 100, price: 10.8 },
      { fromQty: 500, price: 9.6 },
    ]);
    await expect(args.onSaved).toHaveBeenCalled();
  },
};

/** Its own spy: nothing this story does may reach the API. */
const neverSent = fn(async (_id: string, _tiers: unknown) => ok({ modifiedCount: 1 }));

export const RefusedByTheDomain: Story = {
  args: { machine: setToolTiersFor({ setToolTiers: neverSent }) },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent);
    await userEvent.click(dialog.getByRole('button', { name: 'Add a price tier' }));
    const second = within(dialog.getByRole('group', { name: 'Price tier 2' }));
    await userEvent.type(second.getByLabelText('From quantity'), '100');
    await userEvent.type(second.getByLabelText(/Unit price/), '0');
    await userEvent.click(dialog.getByRole('button', { name: 'Save tiers' }));
    await expect(
      second.getByText('Another tier already starts at 100; each tier needs its own From quantity'),
    ).toBeVisible();
    await expect(second.getByText('Unit price must be more than $0.00')).toBeVisible();
    await expect(neverSent).not.toHaveBeenCalled();
  },
};

export const RefusedByTheApi: Story = {
  args: {
    machine: setToolTiersFor({
      setToolTiers: async () =>
        fail({ kind: 'not-found', status: 404, message: 'There is no tool with that id.' }),
    }),
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent);
    await userEvent.click(dialog.getByRole('button', { name: 'Save tiers' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('There is no tool');
    await expect(dialog.getByRole('button', { name: 'Save tiers' })).toBeEnabled();
  },
};

/** Ten tiers (try it at a phone's size): the tiers scroll, Save and Cancel stay below them. */
export const ManyTiers: Story = {
  args: {
    tool: {
      ...roller,
      tiers: Array.from({ length: 10 }, (_, n) => ({ fromQty: 100 * (n + 1), price: 11 - n / 2 })),
    },
  },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openDialog(canvas, userEvent);
    await expect(dialog.getByRole('group', { name: 'Price tier 10' })).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Save tiers' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};
