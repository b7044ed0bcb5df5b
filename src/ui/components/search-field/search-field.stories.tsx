import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { narrowScreen } from '../../storybook/narrow-screen';
import { SearchField } from './search-field';

const meta = {
  title: 'Components/SearchField',
  component: SearchField,
  args: { label: 'Search users by e-mail or name', value: '', onSearch: fn() },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search users by e-mail or name' });
    await userEvent.type(box, '  casey {Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('casey');
  },
};

export const WithSearch: Story = {
  args: { value: 'roller' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('searchbox')).toHaveValue('roller');
    await userEvent.clear(canvas.getByRole('searchbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith('');
  },
};

/** Clear search: one click back to everything, with focus left in the box. */
export const ClearTheSearch: Story = {
  args: { value: 'roller' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith('');
    const box = canvas.getByRole('searchbox');
    await expect(box).toHaveValue('');
    await expect(box).toHaveFocus();
  },
};

/** No search in force: nothing to clear. */
export const NothingToClear: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  },
};

export const NarrowScreen: Story = {
  decorators: [narrowScreen],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeVisible();
  },
};
