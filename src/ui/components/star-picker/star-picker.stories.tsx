import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { narrowScreen } from '../../storybook/narrow-screen';
import { StarPicker } from './star-picker';

const filled = (root: HTMLElement) => root.querySelectorAll('svg[data-filled="true"]').length;

const meta = {
  title: 'Components/StarPicker',
  component: StarPicker,
  args: { value: '', onPick: fn() },
} satisfies Meta<typeof StarPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Choose stars' });
    await expect(filled(group)).toBe(0);
    await expect(canvas.getByRole('button', { name: '1 star' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '5 stars' })).toBeVisible();
  },
};

export const FourChosen: Story = {
  args: { value: '4' },
  play: async ({ canvas }) => {
    await expect(filled(canvas.getByRole('group'))).toBe(4);
    await expect(canvas.getByRole('button', { name: '4 stars' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const NotARating: Story = {
  args: { value: 'great' },
  play: async ({ canvas }) => {
    await expect(filled(canvas.getByRole('group'))).toBe(0);
  },
};

/** The keyboard reaches each star; Enter picks it. */
export const PickedWithTheKeyboard: Story = {
  render: function Picked(args) {
    const [value, setValue] = useState('');
    return (
      <StarPicker
        value={value}
        onPick={(rating) => {
          setValue(rating);
          args.onPick(rating);
        }}
      />
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '3 stars' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPick).toHaveBeenCalledWith('3');
    await expect(filled(canvas.getByRole('group'))).toBe(3);
  },
};

export const NarrowScreen: Story = {
  args: { value: '5' },
  decorators: [narrowScreen],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '5 stars' })).toBeVisible();
  },
};
