import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { addToolFor } from '../../../machines/forms';
import { createMockedHttpApi, MOCK_API } from '../../../testing/http-api';
import { server } from '../../../testing/msw-server';
import { Toaster } from '../../components/toast/toaster';
import { sampleNewTool } from '../../../testing/mocks/handlers/add-product';
import { worldApi } from '../../../testing/mocks/handlers/world-api';
import { AddProductPage, TOOL_ADDED_MESSAGE } from './add-product-page';

function renderPage() {
  render(
    <>
      <AddProductPage machine={addToolFor(createMockedHttpApi())} />
      <Toaster />
    </>,
  );
  return userEvent.setup();
}

async function fillTool(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), sampleNewTool.name);
  await user.type(screen.getByLabelText('Minimum quantity'), '10');
  await user.type(screen.getByLabelText('Available quantity'), '400');
  await user.type(screen.getByLabelText('Price'), '12');
  await user.type(screen.getByLabelText('Image URL'), sampleNewTool.img);
  await user.type(screen.getByLabelText('Description'), sampleNewTool.description);
}

async function addTier(user: ReturnType<typeof userEvent.setup>, fromQty: string, price: string) {
  await user.click(screen.getByRole('button', { name: 'Add a price tier' }));
  const rows = screen.getAllByRole('group', { name: /^Price tier \d+$/ });
  const row = within(rows[rows.length - 1] as HTMLElement);
  await user.type(row.getByLabelText('From quantity'), fromQty);
  await user.type(row.getByLabelText(/Unit price/), price);
}

describe('Add Product: price tiers', () => {
  it('sends the tiers with the tool', async () => {
    const { world, handlers } = worldApi({ signedInAs: 'admin' });
    server.use(...handlers);
    const user = renderPage();
    await fillTool(user);
    await addTier(user, '100', '10.80');
    await addTier(user, '500', '9.60');
    await user.click(screen.getByRole('button', { name: 'Add tool' }));

    expect(await screen.findByText(TOOL_ADDED_MESSAGE)).toBeInTheDocument();
    const added = [...world.state.tools.values()].find((t) => t.name === sampleNewTool.name);
    expect(added?.tiers).toEqual([
      { fromQty: 100, price: 10.8 },
      { fromQty: 500, price: 9.6 },
    ]);
    expect(screen.queryByRole('group', { name: 'Price tier 1' })).toBeNull();
  });

  it('says on each row what is wrong and sends nothing', async () => {
    server.use(
      http.post(`${MOCK_API}/tool`, () => {
        throw new Error('Tools with bad tiers should not be sent');
      }),
    );
    const user = renderPage();
    await fillTool(user);
    await addTier(user, '10', '0');
    await addTier(user, '100', '12');
    await user.click(screen.getByRole('button', { name: 'Add tool' }));

    const first = within(screen.getByRole('group', { name: 'Price tier 1' }));
    expect(
      first.getByText(
        'From quantity must be more than the minimum quantity (10), which the base price covers',
      ),
    ).toBeVisible();
    expect(first.getByText('Unit price must be more than $0.00')).toBeVisible();
    const second = within(screen.getByRole('group', { name: 'Price tier 2' }));
    expect(
      second.getByText('Unit price must be less than $12.00, the price of fewer units'),
    ).toBeVisible();
    await expect.poll(() => document.activeElement).toBe(first.getByLabelText('From quantity'));
  });
});
