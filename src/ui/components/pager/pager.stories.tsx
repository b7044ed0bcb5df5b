import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { narrowScreen } from '../../storybook/narrow-screen';
import { Pager } from './pager';

const meta = {
  title: 'Components/Pager',
  component: Pager,
  args: { page: 2, pageCount: 5, label: 'Pages of orders', onPage: fn() },
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MiddlePage: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pages of orders' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Page 2 of 5');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPage).toHaveBeenLastCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(args.onPage).toHaveBeenLastCalledWith(1);
  },
};

export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ canvas, userEvent, args }) => {
    const previous = canvas.getByRole('button', { name: 'Previous' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(previous);
    await expect(args.onPage).not.toHaveBeenCalled();
  },
};

export const LastPage: Story = {
  args: { page: 5 },
  play: async ({ canvas, userEvent, args }) => {
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    // Focus stays on the button that reached the end.
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(next).toHaveFocus();
    await expect(args.onPage).not.toHaveBeenCalled();
  },
};

export const PastTheEnd: Story = {
  args: { page: 7, pageCount: 5 },
  play: async ({ canvas, userEvent, args }) => {
    // A page left behind by a deletion: Previous goes back to the last page there is.
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(args.onPage).toHaveBeenLastCalledWith(5);
  },
};

export const NarrowScreen: Story = {
  decorators: [narrowScreen],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeVisible();
  },
};
