import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { narrowScreen } from '../../storybook/narrow-screen';
import { Footer } from '../footer/footer';
import { Navbar } from '../navbar/navbar';
import { PageLayout } from './page-layout';

const links = [
  { label: 'Home', href: '/' },
  { label: 'Blogs', href: '/blogs' },
  { label: 'Portfolio', href: '/portfolio' },
];

const meta = {
  title: 'Components/PageLayout',
  component: PageLayout,
  args: {
    header: <Navbar links={links} />,
    footer: <Footer links={links} year={2026} />,
    children: (
      <div style={{ padding: '32px 16px' }}>
        <h1>Page title</h1>
        <p>Page content goes here.</p>
      </div>
    ),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main');
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page title' })).toBeVisible();
  },
};

export const SkipToContent: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

export const NarrowScreen: Story = {
  decorators: [narrowScreen],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(canvas.getByRole('main')).toBeVisible();
  },
};
