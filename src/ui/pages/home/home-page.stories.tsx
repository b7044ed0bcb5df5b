import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { createMockedHttpApi } from '../../../testing/http-api';
import { catalogueHandlers } from '../../../testing/mocks/handlers/catalogue';
import { sampleTools } from '../../../testing/mocks/catalogue-fixtures';
import { narrowScreen } from '../../storybook/narrow-screen';
import type { Catalogue } from './catalogue-sections';
import { HomePage } from './home-page';

const api = createMockedHttpApi();
const read = () => ({ tools: api.listTools(), reviews: api.listReviews() });

/** The page as the route gives it: both lists read once, and read again on Retry. */
function HomeAsRouted() {
  const [lists, setLists] = useState(read);
  const catalogue: Catalogue = {
    ...lists,
    reload: () => setLists(read()),
    cart: (call) => call(api),
  };
  return <HomePage catalogue={catalogue} />;
}

const meta = {
  title: 'Pages/Home',
  // The lists come from the mocked API (each story's msw handlers), read as the page
  // renders, so the args stay serialisable.
  render: () => <HomeAsRouted />,
  parameters: { layout: 'fullscreen', msw: { handlers: catalogueHandlers.served() } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const h1 = canvas.getByRole('heading', { level: 1, name: /leading quality paint tools/i });
    await expect(h1).toBeVisible();
    await expect(canvas.getByText(/more than 15 years/i)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Explore' })).toHaveAttribute('href', '/tools');
    const tools = await canvas.findByRole('list', { name: 'Tools' });
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(headings).toEqual([
      'Quality guaranteed, competitive price, quick delivery',
      'Our Tools',
      'What our customers say',
      'Planning a large job?',
    ]);
    await expect(within(tools).getAllByRole('article')).toHaveLength(sampleTools.length);
    const reviews = await canvas.findByRole('list', { name: 'Customer reviews' });
    await expect(within(reviews).getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    // Each review says who wrote it and when.
    await expect(within(reviews).getByText('Priya Natarajan')).toBeVisible();
    await expect(within(reviews).getByText('8 February 2026')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Get A Free Quote' })).toHaveAttribute(
      'href',
      '/quote',
    );
    const numbers = canvas.getByRole('region', { name: 'PaintCo in numbers' });
    await expect(numbers).toHaveTextContent(
      '100+ customers120M+ annual revenue33K+ reviews50K+ tools',
    );
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: catalogueHandlers.neverAnswering() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading tools…')).toBeInTheDocument();
    await expect(await canvas.findByText('Loading reviews…')).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: /^Purchase/ })).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: catalogueHandlers.served([], []) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No tools are for sale right now.')).toBeVisible();
    await expect(await canvas.findByText('No reviews yet.')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: catalogueHandlers.failing() } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Our tools could not be loaded')).toBeVisible();
    await expect(await canvas.findByText('Customer reviews could not be loaded')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Retry' })).toHaveLength(2);
  },
};

export const RetryAfterError: Story = {
  parameters: { msw: { handlers: catalogueHandlers.failingOnce() } },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('Our tools could not be loaded');
    const [retryTools] = canvas.getAllByRole('button', { name: 'Retry' });
    if (!retryTools) throw new TypeError('No Retry button');
    await userEvent.click(retryTools);
    await expect(await canvas.findByRole('list', { name: 'Tools' })).toBeVisible();
    // Retry reads the page's lists again, as its route's loader does: both come back.
    await expect(await canvas.findByRole('list', { name: 'Customer reviews' })).toBeVisible();
  },
};

export const NarrowScreen: Story = {
  decorators: [narrowScreen],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Explore' })).toBeVisible();
    await expect(await canvas.findByRole('list', { name: 'Tools' })).toBeVisible();
  },
};
