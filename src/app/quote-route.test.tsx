// The quote form inside the app, on the in-memory store: who is signed in sends as
// themselves, the confirmation names the quote's reference and where to follow it, and a
// quantity the API would refuse is flagged at its field before anything is sent.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { quoteReference } from '../domain/quote';
import { renderRoute, renderSignedIn } from '../testing/render-route';

const CUSTOMER = { name: 'Casey Customer', email: 'customer@paintco.test' };

async function addToolLine(user: ReturnType<typeof userEvent.setup>, n: number) {
  await user.click(await screen.findByRole('button', { name: 'Add a tool' }));
  const picker = screen.getByRole('combobox', { name: `Tool ${n}` });
  const option = within(picker).getAllByRole('option')[n];
  await user.selectOptions(picker, option?.getAttribute('value') ?? '');
}

describe('the quote form', () => {
  it("fills in a signed-in customer's name and e-mail, read-only, and links the sent quote to My Quotes", async () => {
    const { world } = await renderSignedIn('/quote', 'customer');
    // Asked afresh: once the session names the sender, the field is a new one (another key).
    const name = () => screen.getByRole('textbox', { name: 'Name' });
    await screen.findByRole('textbox', { name: 'Name' });
    await vi.waitFor(() => expect(name()).toHaveValue(CUSTOMER.name));
    expect(name()).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue(CUSTOMER.email);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), '300 rollers in May');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const sent = await screen.findByRole('heading', { name: 'Your quote request is sent' });
    expect(sent).toHaveFocus();
    const mine = await world.api.listMyQuotes();
    const quote = mine.ok ? mine.value[0] : undefined;
    if (!quote) throw new Error('The quote was stored in My Quotes');
    expect(screen.getByText(quoteReference(quote))).toBeVisible();
    expect(screen.getByRole('link', { name: 'My Quotes' })).toHaveAttribute(
      'href',
      '/dashboard/myQuotes',
    );
  });

  it('tells a visitor where the answer goes and how to accept quotes online', async () => {
    renderRoute('/quote');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Jordan Builder');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'jordan@crew.test');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'By May');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const sent = await screen.findByRole('region', { name: 'Your quote request is sent' });
    expect(within(sent).getByText(/^Q-[0-9A-F]{8}$/)).toBeVisible();
    expect(within(sent).getByRole('link', { name: 'create an account' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(sent).toHaveTextContent('with jordan@crew.test');
    expect(within(sent).queryByRole('link', { name: 'My Quotes' })).not.toBeInTheDocument();
  });

  it('flags a quantity that is no number at its field, and sends nothing', async () => {
    const { world } = await renderSignedIn('/quote', 'customer');
    const requestQuote = vi.spyOn(world.api, 'requestQuote');
    const user = userEvent.setup();
    await addToolLine(user, 1);
    const qty = screen.getByRole('textbox', { name: 'Quantity 1' });
    await user.clear(qty);
    await user.type(qty, 'abc');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Soon');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(qty).toHaveFocus();
    expect(qty).toHaveAccessibleDescription('Quantity must be a number');
    expect(qty).toBeInvalid();
    expect(requestQuote).not.toHaveBeenCalled();
  });

  it('moves focus to the next line after Remove, and to Add a tool after the last', async () => {
    renderRoute('/quote');
    const user = userEvent.setup();
    await addToolLine(user, 1);
    await addToolLine(user, 2);
    await user.click(screen.getByRole('button', { name: 'Remove tool 1' }));
    // The second line is now the first.
    expect(screen.getByRole('button', { name: 'Remove tool 1' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove tool 1' }));
    expect(screen.getByRole('button', { name: 'Add a tool' })).toHaveFocus();
  });
});
