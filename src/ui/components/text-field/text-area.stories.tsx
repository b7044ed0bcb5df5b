import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { narrowScreen } from '../../storybook/narrow-screen';
import { TextArea } from './text-field';

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  args: { label: 'Message', name: 'message', onChange: fn() },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const area = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(area, 'We need 400 rollers.{Enter}Delivery to Ohio.');
    await expect(area).toHaveValue('We need 400 rollers.\nDelivery to Ohio.');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(area).not.toHaveAttribute('aria-invalid');
  },
};

export const WithHint: Story = {
  args: { hint: 'Tell us which tools and how many' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      'Tell us which tools and how many',
    );
  },
};

export const WithError: Story = {
  args: { error: 'Message is Required' },
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Message' });
    await expect(area).toBeInvalid();
    await expect(area).toHaveAccessibleDescription('Message is Required');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Message is Required');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Sent' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeDisabled();
  },
};

export const LongTextNarrow: Story = {
  args: {
    label: 'Tell us about the job: surfaces, square footage, paints and the finish you want',
    defaultValue:
      'We repaint about forty classrooms every summer and would like a quote for rollers, frames, trays and angled brushes, delivered to three school sites before the end of June.',
    error: 'Please keep the message under 1000 characters so our team can answer it quickly.',
  },
  decorators: [narrowScreen],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Tell us about the job/ })).toBeVisible();
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};
