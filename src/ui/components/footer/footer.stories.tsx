import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { narrowScreen } from '../../storybook/narrow-screen';
import { Footer } from './footer';

const meta = {
  title: 'Components/Footer',
  component: Footer,
  args: {
    links: [
      { label: 'Home', href: '/' },
      { label: 'Blogs', href: '/blogs' },
      { label: 'Portfolio', href: '/portfolio' },
      { label: 'Get a quote', href: '/quote' },
    ],
    year: 2026,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Footer' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Get a quote' })).toHaveAttribute(
      'href',
      '/quote',
    );
    await expect(canvas.getByText('© 2026 PaintCo Tools, Inc.')).toBeVisible();
  },
};

export const CurrentYear: Story = {
  args: { year: undefined },
  play: async ({ canvas }) => {
    const year = new Date().getFullYear();
    await expect(canvas.getByText(`© ${year} PaintCo Tools, Inc.`)).toBeVisible();
  },
};

export const LongLegalTextNarrow: Story = {
  args: {
    legal:
      'All prices are in US dollars and exclude sales tax. Orders ship from our United States factory; delivery times are estimates. Card payments are processed by our payment provider and we never store card numbers.',
  },
  decorators: [narrowScreen],
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/never store card numbers/)).toBeVisible();
  },
};
