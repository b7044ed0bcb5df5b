import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { Toaster } from '../../components/toast/toaster';
import { narrowScreen } from '../../storybook/narrow-screen';
import { QuotePage } from './quote-page';

const meta = {
  title: 'Pages/Quote',
  component: QuotePage,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <>
        <Story />
        <Toaster />
      </>
    ),
  ],
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
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('');
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
