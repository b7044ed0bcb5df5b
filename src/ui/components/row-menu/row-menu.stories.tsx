import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { RowMenu } from './row-menu';

const meta = {
  title: 'Components/RowMenu',
  component: RowMenu,
  args: {
    subject: 'Pro Paint Roller 9"',
    items: [
      { label: 'Edit', href: '/dashboard/manageProduct/t-1/edit' },
      { label: 'Price tiers', onSelect: fn() },
      { label: 'Delete', tone: 'danger', onSelect: fn() },
    ],
  },
} satisfies Meta<typeof RowMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const menuButton = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('button', { name: 'Actions for Pro Paint Roller 9"' });

/** One button, read with what it acts on, that says it opens a menu. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    const button = menuButton(canvas);
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  },
};

/** From the keyboard: Enter opens it on its first item, the arrows move, Escape goes back. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = menuButton(canvas);
    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Actions for Pro Paint Roller 9"' });
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Edit', 'Price tiers', 'Delete']);
    await expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/dashboard/manageProduct/t-1/edit',
    );
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[2]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(items[1]).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Choosing an item closes the menu, gives focus back to its button, then runs the item. */
export const ChooseAnItem: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = menuButton(canvas);
    await userEvent.click(button);
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    const remove = args.items[2];
    if (!remove || !('onSelect' in remove)) throw new TypeError('Delete runs a function');
    await waitFor(() => expect(remove.onSelect).toHaveBeenCalledOnce());
    await expect(button).toHaveFocus();
  },
};
