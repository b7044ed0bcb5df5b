import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { addToolFor } from '../../../machines/forms';
import { createMockedHttpApi, MOCK_API } from '../../../testing/http-api';
import { server } from '../../../testing/msw-server';
import { Toaster } from '../../components/toast/toaster';
import { addProductHandlers, sampleNewTool } from '../../../testing/mocks/handlers/add-product';
import { worldApi } from '../../../testing/mocks/handlers/world-api';
import { AddProductPage, TOOL_ADDED_MESSAGE, TOOL_NOT_ADDED_MESSAGE } from './add-product-page';

const LABELS = {
  name: 'Name',
  minQty: 'Minimum quantity',
  availableQty: 'Available quantity',
  price: 'Price',
  img: 'Image URL',
  description: 'Description',
} as const;

type Typed = Partial<Record<keyof typeof LABELS, string>>;

function renderPage() {
  render(
    <>
      <AddProductPage machine={addToolFor(createMockedHttpApi())} />
      <Toaster />
    </>,
  );
  return userEvent.setup();
}

async function submit(user: ReturnType<typeof userEvent.setup>, typed: Typed) {
  for (const [key, text] of Object.entries(typed)) {
    if (text) await user.type(screen.getByLabelText(LABELS[key as keyof Typed]), text);
  }
  await user.click(screen.getByRole('button', { name: 'Add tool' }));
}

const refuseRequests = () =>
  server.use(
    http.post(`${MOCK_API}/tool`, () => {
      throw new Error('An invalid tool should not be sent');
    }),
  );

describe('Add Product', () => {
  it('labels every field and marks each required', () => {
    renderPage();
    for (const label of Object.values(LABELS)) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
  });

  it('sends the tool with whole numbers, shows the toast and empties the form', async () => {
    const { world, handlers } = worldApi({ signedInAs: 'admin' });
    server.use(...handlers);
    const user = renderPage();
    await submit(user, sampleNewTool);

    expect(await screen.findByText(TOOL_ADDED_MESSAGE)).toBeInTheDocument();
    const added = [...world.state.tools.values()].filter((t) => t.name === sampleNewTool.name);
    expect(added).toEqual([
      {
        _id: expect.any(String),
        name: sampleNewTool.name,
        img: sampleNewTool.img,
        description: sampleNewTool.description,
        minQty: 10,
        availableQty: 400,
        price: 7,
        tiers: [],
        lowStockThreshold: 0,
        // Left empty in the form: the store makes one from the name.
        partNumber: expect.stringMatching(/^[A-Z0-9-]+$/),
        packSize: 1,
        maxPerOrder: 0,
      },
    ]);
    for (const label of Object.values(LABELS)) expect(screen.getByLabelText(label)).toHaveValue('');
  });

  it('links to the tool just added: its page in the shop and its Edit page', async () => {
    const { world, handlers } = worldApi({ signedInAs: 'admin' });
    server.use(...handlers);
    const user = renderPage();
    await submit(user, sampleNewTool);

    expect(await screen.findByText(TOOL_ADDED_MESSAGE)).toBeInTheDocument();
    const [tool] = [...world.state.tools.values()].filter((t) => t.name === sampleNewTool.name);
    if (!tool) throw new Error('The tool was added');
    expect(screen.getByText(`${sampleNewTool.name} is in the catalogue:`, { exact: false }));
    expect(screen.getByRole('link', { name: 'see its page' })).toHaveAttribute(
      'href',
      `/tool/${tool._id}`,
    );
    expect(screen.getByRole('link', { name: 'edit it' })).toHaveAttribute(
      'href',
      `/dashboard/manageProduct/${tool._id}/edit`,
    );
  });

  it('gives each empty field the domain message and sends nothing', async () => {
    refuseRequests();
    const user = renderPage();
    await submit(user, {});

    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is Required');
    expect(screen.getByLabelText('Minimum quantity')).toHaveAccessibleDescription(
      'The fewest a customer can order Minimum quantity is Required',
    );
    expect(screen.getByLabelText('Image URL')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Description')).toHaveAccessibleDescription(
      'Description is Required',
    );
    expect(screen.getAllByRole('alert')).toHaveLength(6);
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
  });

  it('refuses numbers that are not whole, and a minimum above the stock', async () => {
    refuseRequests();
    const user = renderPage();
    await submit(user, { ...sampleNewTool, minQty: '500', price: '7.5', availableQty: 'lots' });

    expect(screen.getByLabelText('Price')).toHaveAccessibleDescription(
      'Whole dollars, per unit Price must be a whole number',
    );
    expect(screen.getByLabelText('Available quantity')).toHaveAccessibleDescription(
      'Units in stock Available quantity must be a number',
    );

    await user.clear(screen.getByLabelText('Available quantity'));
    await submit(user, { availableQty: '100' });
    expect(screen.getByLabelText('Minimum quantity')).toHaveAccessibleDescription(
      'The fewest a customer can order Minimum quantity cannot be more than the available quantity',
    );
  });

  it.each(['0x10', '0b101', '0o17', '1e3', '+7'])(
    'reads %j as no whole number in any number field, and sends nothing',
    async (typed) => {
      refuseRequests();
      const user = renderPage();
      await submit(user, { ...sampleNewTool, minQty: typed, availableQty: typed, price: typed });

      expect(screen.getByLabelText('Minimum quantity')).toHaveAccessibleDescription(
        'The fewest a customer can order Minimum quantity must be a whole number',
      );
      expect(screen.getByLabelText('Available quantity')).toHaveAccessibleDescription(
        'Units in stock Available quantity must be a whole number',
      );
      expect(screen.getByLabelText('Price')).toHaveAccessibleDescription(
        'Whole dollars, per unit Price must be a whole number',
      );
    },
  );

  it('shows "failed to add a tool" and the reason, keeping the form, when the server fails', async () => {
    server.use(...addProductHandlers.failing());
    const user = renderPage();
    await submit(user, sampleNewTool);

    expect(await screen.findByText(TOOL_NOT_ADDED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('The store ran into a problem.')).toBeInTheDocument();
    expect(screen.queryByText(TOOL_ADDED_MESSAGE)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue(sampleNewTool.name);
  });

  it('disables the button while the tool is being added', async () => {
    server.use(...addProductHandlers.slow());
    const user = renderPage();
    await submit(user, sampleNewTool);
    expect(screen.getByRole('button', { name: 'Add tool' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});
