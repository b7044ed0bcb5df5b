import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { currentPage } from '../../storybook/current-page';
import { narrowScreen } from '../../storybook/narrow-screen';
import { Navbar } from './navbar';

const links = [
  { label: 'Home', href: '/' },
  { label: 'Blogs', href: '/blogs' },
  { label: 'Portfolio', href: '/portfolio' },
];

const meta = {
  title: 'Components/Navbar',
  component: Navbar,
  args: { links },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Navbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  play: async ({ canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    for (const name of ['Home', 'Blogs', 'Portfolio', 'Login']) {
      await expect(canvas.getByRole('link', { name })).toBeVisible();
    }
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'PaintCo' })).toHaveFocus();
  },
};

/** A kept sign-in is being restored: no "Login" flashes before the greeting. */
export const RestoringSession: Story = {
  args: { restoring: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Portfolio' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
  },
};

export const LoggedIn: Story = {
  args: {
    links: [...links, { label: 'Dashboard', href: '/dashboard' }],
    user: { name: 'Alex Painter' },
    onSignOut: fn(),
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Hi, Alex Painter')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Out' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

export const CurrentPage: Story = {
  decorators: [currentPage('/blogs')],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Blogs' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  },
};

export const NarrowScreen: Story = {
  decorators: [narrowScreen],
  play: async ({ canvas, userEvent }) => {
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Portfolio' })).toBeVisible();
    // Escape closes the menu and puts focus back on its button.
    await userEvent.keyboard('{Escape}');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toHaveFocus();
  },
};

export const NarrowLoggedInLongName: Story = {
  args: {
    links: [...links, { label: 'Dashboard', href: '/dashboard' }],
    user: { name: 'Maximiliana Bartholomew-Featherstonehaugh' },
    onSignOut: fn(),
  },
  decorators: [narrowScreen],
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await expect(canvas.getByText(/Maximiliana/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Out' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};
