import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { narrowScreen } from '../../storybook/narrow-screen';
import { TextField } from './text-field';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', name: 'email', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText('Email');
    await userEvent.click(input);
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'customer@paintco.test');
    await expect(input).toHaveValue('customer@paintco.test');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithHint: Story = {
  args: { label: 'Rating', type: 'text', name: 'rating', hint: 'A number from 1 to 5' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Rating')).toHaveAccessibleDescription(
      'A number from 1 to 5',
    );
  },
};

export const WithError: Story = {
  args: { defaultValue: 'paint@', error: 'Provide a valid Email', hint: 'We never share it' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Email');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('We never share it Provide a valid Email');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Provide a valid Email');
  },
};

function ValidatedEmail() {
  const [value, setValue] = useState('');
  const error = value === '' ? 'Email is Required' : undefined;
  return (
    <TextField
      label="Email"
      type="email"
      value={value}
      error={error}
      onChange={(event) => setValue(event.target.value)}
    />
  );
}

export const ErrorClearsWhenFixed: Story = {
  render: () => <ValidatedEmail />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Email is Required');
    await userEvent.type(canvas.getByLabelText('Email'), 'a@b.co');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByLabelText('Email')).toBeValid();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'customer@paintco.test' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Email')).toBeDisabled();
  },
};

export const LongTextNarrow: Story = {
  args: {
    label: 'Delivery address for the order, including building, floor and loading dock',
    type: 'text',
    hint: 'Our drivers deliver on weekdays between 8 am and 5 pm; tell us about any access codes.',
    error: 'The address must name a street and a house number so the driver can find it.',
  },
  decorators: [narrowScreen],
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Delivery address/)).toBeVisible();
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};
