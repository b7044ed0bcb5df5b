import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen } from 'storybook/test';
import { NOT_AN_IMAGE } from '../../../domain/image-upload';
import { fail, ok } from '../../../domain/result';
import type { Tool } from '../../../domain/tool';
import { editToolFor, uploadImageFor } from '../../../machines/forms';
import { withToaster } from '../../storybook/with-toaster';
import { loaded, LOADING } from '../../data/load-view';
import { narrowScreen } from '../../storybook/narrow-screen';
import { IMAGE_UPLOADED_MESSAGE } from '../dashboard-shared/image-upload-field';
import { EditProductPage, toolSavedMessage } from './edit-product-page';

const roller: Tool = {
  _id: '3f6d0c1e-8a4b-4c2d-9e1f-0a1b2c3d4e01',
  name: 'Pro Paint Roller 9"',
  img: '/images/paint-roller.svg',
  description: 'A 9" roller with a sturdy frame.',
  minQty: 10,
  availableQty: 120,
  price: 12,
  tiers: [],
  lowStockThreshold: 20,
  partNumber: 'PR-9-ROLLER',
  packSize: 1,
  maxPerOrder: 0,
};

const UPLOADED_URL = `/images/${'a'.repeat(64)}`;

const editTool = fn(async (_id: string, _edit: unknown) => ok({ modifiedCount: 1 }));
// The tool as read back after the save; none: the page keeps what it sent.
const unread = async () => fail({ kind: 'network' as const });
const uploadImage = fn(async (_file: Blob) => ok({ _id: 'a'.repeat(64), url: UPLOADED_URL }));

const meta = {
  title: 'Pages/Dashboard/Edit Product',
  component: EditProductPage,
  args: {
    view: loaded(roller),
    save: editToolFor({ editTool, getTool: unread }),
    upload: uploadImageFor({ uploadImage }),
  },
  decorators: [withToaster],
} satisfies Meta<typeof EditProductPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: `Edit ${roller.name}` })).toBeVisible();
    await expect(canvas.getByLabelText(/^Price/)).toHaveValue('12');
    await expect(canvas.getByLabelText(/^Available quantity/)).toHaveValue('120');
    await expect(canvas.getByLabelText(/^Minimum quantity/)).toHaveValue('10');
    await expect(canvas.getByLabelText(/^Low-stock threshold/)).toHaveValue('20');
    await expect(canvas.getByLabelText(/^Image URL/)).toHaveValue(roller.img);
    await expect(canvas.getByLabelText(/^Description/)).toHaveValue(roller.description);
    await expect(canvas.getByLabelText(/^Upload an image/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Price tiers in Manage Product' })).toBeVisible();
  },
};

export const Saved: Story = {
  play: async ({ canvas, userEvent }) => {
    const price = canvas.getByLabelText(/^Price/);
    await userEvent.clear(price);
    await userEvent.type(price, '14');
    const stock = canvas.getByLabelText(/^Available quantity/);
    await userEvent.clear(stock);
    await userEvent.type(stock, '15');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await screen.findByText(toolSavedMessage(roller.name))).toBeVisible();
    // Only what changed is sent; the stock is now at or below the threshold.
    await expect(editTool).toHaveBeenCalledWith(roller._id, { price: 14, availableQty: 15 });
    await expect(canvas.getByText('Low stock')).toBeVisible();
  },
};

/** Saved while orders took stock: the form shows the store's figures, not the typed ones. */
export const ShowsTheStoredFigures: Story = {
  args: {
    save: editToolFor({
      editTool,
      getTool: async () => ok({ ...roller, price: 14, availableQty: 113 }),
    }),
  },
  play: async ({ canvas, userEvent }) => {
    const price = canvas.getByLabelText(/^Price/);
    await userEvent.clear(price);
    await userEvent.type(price, '014');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await screen.findByText(toolSavedMessage(roller.name))).toBeVisible();
    await expect(price).toHaveValue('14');
    await expect(canvas.getByLabelText(/^Available quantity/)).toHaveValue('113');
    await expect(canvas.getByText(/Now \$14(\.00)? a unit, 113 in stock/)).toBeVisible();
  },
};

export const RefusedByTheDomain: Story = {
  play: async ({ canvas, userEvent }) => {
    const price = canvas.getByLabelText(/^Price/);
    await userEvent.clear(price);
    await userEvent.type(price, '0');
    const stock = canvas.getByLabelText(/^Available quantity/);
    await userEvent.clear(stock);
    await userEvent.type(stock, '5');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByText('Price must be at least 1')).toBeVisible();
    await expect(canvas.getByLabelText(/^Price/)).toHaveAttribute('aria-invalid', 'true');
    // Once the price is good, the minimum is checked against the new stock.
    await userEvent.clear(price);
    await userEvent.type(price, '13');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(
      await canvas.findByText('Minimum quantity cannot be more than the available quantity'),
    ).toBeVisible();
    await expect(editTool).not.toHaveBeenCalled();
  },
};

export const RefusedByTheApi: Story = {
  args: {
    save: editToolFor({
      editTool: async () =>
        fail({ kind: 'forbidden', status: 403, message: 'Only an admin can do this.' }),
      getTool: unread,
    }),
  },
  play: async ({ canvas, userEvent }) => {
    const price = canvas.getByLabelText(/^Price/);
    await userEvent.clear(price);
    await userEvent.type(price, '19');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/admin/);
    // Nothing typed is lost.
    await expect(price).toHaveValue('19');
  },
};

const saving = fn(() => new Promise<never>(() => undefined));

export const Saving: Story = {
  args: { save: editToolFor({ editTool: saving, getTool: unread }) },
  play: async ({ canvas, userEvent }) => {
    const price = canvas.getByLabelText(/^Price/);
    await userEvent.clear(price);
    await userEvent.type(price, '16');
    await userEvent.click(canvas.getByRole('button', { name: /Save changes/ }));
    await expect(canvas.getByRole('form')).toHaveAttribute('aria-busy', 'true');
    const save = canvas.getByRole('button', { name: /Save changes/ });
    await expect(save).toHaveAttribute('aria-busy', 'true');
    // A second click while the first is on its way sends nothing more.
    await userEvent.click(save);
    await expect(saving).toHaveBeenCalledTimes(1);
  },
};

export const ImageUploaded: Story = {
  play: async ({ canvas, userEvent }) => {
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'swatch.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText(/^Upload an image/), png);
    await expect(await canvas.findByText(IMAGE_UPLOADED_MESSAGE)).toBeVisible();
    await expect(canvas.getByLabelText(/^Image URL/)).toHaveValue(UPLOADED_URL);
    await expect(uploadImage).toHaveBeenCalledWith(png);
  },
};

export const ImageRefusedInTheBrowser: Story = {
  play: async ({ canvas }) => {
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    // The input's accept list hides such a file in a picker; a drop can still bring it.
    fireEvent.change(canvas.getByLabelText(/^Upload an image/), { target: { files: [text] } });
    await expect(await canvas.findByText(NOT_AN_IMAGE)).toBeVisible();
    await expect(uploadImage).not.toHaveBeenCalled();
    await expect(canvas.getByLabelText(/^Image URL/)).toHaveValue(roller.img);
  },
};

export const Loading: Story = {
  args: { view: LOADING },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the tool')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { view: { status: 'failed', error: { kind: 'not-found' }, retry: fn() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The tool could not be loaded',
    );
  },
};

export const NarrowScreen: Story = {
  decorators: [narrowScreen],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeVisible();
  },
};
