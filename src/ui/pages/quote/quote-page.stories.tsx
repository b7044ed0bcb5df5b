import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { createMemoryWorld } from '../../../testing/memory-world';
import { fail } from '../../../domain/result';
import { requestQuoteFor } from '../../../machines/forms';
import { withToaster } from '../../storybook/with-toaster';
import { narrowScreen } from '../../storybook/narrow-screen';
import { QuotePage } from './quote-page';

const world = createMemoryWorld();

const meta = {
  title: 'Pages/Quote',
  component: QuotePage,
  parameters: { layout: 'fullscreen' },
  args: {
    machine: requestQuoteFor(world.api),
    loadTools: () => world.api.listTools(),
  },
  decorators: [withToaster],
} satisfies Meta<typeof QuotePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your Query' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Jordan Builder');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'jordan@crew.test');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), '300 rollers in May');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));

    const toasts = await screen.findAllByRole('alert');
    await expect(toasts.map((t) => t.textContent)).toContain("we'll get back to you shortly!");
    const sent = await canvas.findByRole('region', { name: 'Your quote request is sent' });
    await expect(sent).toHaveTextContent(/Your reference is Q-[0-9A-F]{8}\./);
    await expect(sent).toHaveTextContent('answer at jordan@crew.test');

    await userEvent.click(canvas.getByRole('button', { name: 'Ask for another quote' }));
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  },
};

export const SignedIn: Story = {
  args: {
    sender: { name: 'Casey Customer', email: 'customer@paintco.test', hasMyQuotes: true },
  },
  play: async ({ canvas, userEvent }) => {
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await expect(name).toHaveValue('Casey Customer');
    await expect(name).toHaveAttribute('readonly');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), '300 rollers in May');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByRole('link', { name: 'My Quotes' })).toBeVisible();
  },
};

export const QuantityNotANumber: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add a tool' }));
    const picker = canvas.getByRole('combobox', { name: 'Tool 1' });
    const option = picker.querySelectorAll('option')[1];
    await userEvent.selectOptions(picker, option?.getAttribute('value') ?? '');
    const qty = canvas.getByRole('textbox', { name: 'Quantity 1' });
    await userEvent.clear(qty);
    await userEvent.type(qty, 'abc');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(qty).toHaveAccessibleDescription('Quantity must be a number');
  },
};

export const WithTools: Story = {
  play: async ({ canvas, userEvent }) => {
    const add = canvas.getByRole('button', { name: 'Add a tool' });
    await expect(add).toBeEnabled();
    await userEvent.click(add);
    await userEvent.click(add);
    const [first, second] = canvas.getAllByRole('combobox');
    const options = canvas
      .getAllByRole('option', { name: /./ })
      .filter((o) => o.getAttribute('value'));
    if (!first || !second || options.length < 2) throw new Error('two tools to choose from');
    await userEvent.selectOptions(first, options[0]?.getAttribute('value') ?? '');
    await userEvent.selectOptions(second, options[1]?.getAttribute('value') ?? '');
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Quantity 2' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Quantity 2' }), '40');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove tool 1' }));
    await expect(canvas.getAllByRole('combobox')).toHaveLength(1);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Jordan Builder');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'jordan@crew.test');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'By May');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await screen.findByText("we'll get back to you shortly!")).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Ask for another quote' }));
    await expect(canvas.queryAllByRole('combobox')).toHaveLength(0);
  },
};

export const SendingFails: Story = {
  args: { machine: requestQuoteFor({ requestQuote: async () => fail({ kind: 'network' }) }) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), 'Jordan Builder');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'jordan@crew.test');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), '300 rollers');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));

    await expect(await canvas.findByRole('alert')).toHaveTextContent(/\S/);
    // What was typed stays, and nothing is confirmed.
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Jordan Builder');
    await expect(screen.queryByText("we'll get back to you shortly!")).not.toBeInTheDocument();
  },
};

export const ToolListUnavailable: Story = {
  args: { loadTools: async () => fail({ kind: 'network' }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/tool list could not be loaded/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add a tool' })).toBeDisabled();
  },
};

export const Errors: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'jordan@');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));

    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Name is Required',
    );
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Provide a valid Email',
    );
    await expect(canvas.getByText('Message is Required')).toBeVisible();
    // Nothing is confirmed while the form has errors.
    await expect(screen.queryByText("we'll get back to you shortly!")).not.toBeInTheDocument();
  },
};

export const NarrowScreen: Story = {
  decorators: [narrowScreen],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeVisible();
  },
};
