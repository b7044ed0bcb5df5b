import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { addToolFor } from '../../../machines/forms';
import { createMockedHttpApi } from '../../../testing/http-api';
import { withToaster } from '../../storybook/with-toaster';
import { narrowScreen } from '../../storybook/narrow-screen';
import { addProductHandlers, sampleNewTool } from '../../../testing/mocks/handlers/add-product';
import { AddProductPage, TOOL_ADDED_MESSAGE, TOOL_NOT_ADDED_MESSAGE } from './add-product-page';

const machine = addToolFor(createMockedHttpApi());

const meta = {
  title: 'Pages/Dashboard/Add Product',
  // The form's submit machine, on the mocked API, is built here rather than given as an
  // arg, so the args stay serialisable.
  render: () => <AddProductPage machine={machine} />,
  parameters: { msw: { handlers: addProductHandlers.accepting() } },
  decorators: [withToaster],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvents = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

async function fillInSample(canvas: Canvas, userEvent: UserEvents) {
  await userEvent.type(canvas.getByLabelText('Name'), sampleNewTool.name);
  await userEvent.type(canvas.getByLabelText('Minimum quantity'), sampleNewTool.minQty);
  await userEvent.type(canvas.getByLabelText('Available quantity'), sampleNewTool.availableQty);
  await userEvent.type(canvas.getByLabelText('Price'), sampleNewTool.price);
  await userEvent.type(canvas.getByLabelText('Image URL'), sampleNewTool.img);
  await userEvent.type(canvas.getByLabelText('Description'), sampleNewTool.description);
  await userEvent.click(canvas.getByRole('button', { name: 'Add tool' }));
}

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Minimum quantity')).toBeRequired();
  },
};

export const Added: Story = {
  play: async ({ canvas, userEvent }) => {
    await fillInSample(canvas, userEvent);
    await expect(await screen.findByText(TOOL_ADDED_MESSAGE)).toBeVisible();
  },
};

export const Invalid: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Minimum quantity'), 'ten');
    await userEvent.click(canvas.getByRole('button', { name: 'Add tool' }));
    await expect(canvas.getByText('Minimum quantity must be a number')).toBeVisible();
    await expect(canvas.getByText('Name is Required')).toBeVisible();
  },
};

export const Adding: Story = {
  parameters: { msw: { handlers: addProductHandlers.slow() } },
  play: async ({ canvas, userEvent }) => {
    await fillInSample(canvas, userEvent);
    await expect(canvas.getByRole('button', { name: 'Add tool' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: addProductHandlers.failing() } },
  play: async ({ canvas, userEvent }) => {
    await fillInSample(canvas, userEvent);
    await expect(await screen.findByText(TOOL_NOT_ADDED_MESSAGE)).toBeVisible();
  },
};

export const NarrowScreen: Story = {
  decorators: [narrowScreen],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add tool' })).toBeVisible();
  },
};
