import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { narrowScreen } from '../../storybook/narrow-screen';
import { Card } from './card';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: {
    'aria-labelledby': 'card-title',
    children: (
      <>
        <h3 id="card-title">Bulk orders</h3>
        <p>Trade customers get volume pricing from 500 units.</p>
      </>
    ),
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Bulk orders' })).toBeVisible();
  },
};

export const WithMedia: Story = {
  args: {
    media: <div style={{ height: 120, background: '#f4f5f7' }} data-testid="media" />,
  },
  play: async ({ canvas }) => {
    const article = canvas.getByRole('article', { name: 'Bulk orders' });
    // The media comes first, before the padded body.
    await expect(article.firstElementChild).toBe(canvas.getByTestId('media'));
  },
};

export const AsListItem: Story = {
  args: { as: 'li' },
  decorators: [
    (Story) => (
      <ul aria-label="Cards" style={{ listStyle: 'none', padding: 0 }}>
        <Story />
      </ul>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem')).toHaveTextContent('Bulk orders');
  },
};

export const LongTextNarrow: Story = {
  args: {
    children: (
      <>
        <h3 id="card-title">Supercalifragilisticexpialidocious-premium-roller-cover-set</h3>
        <p>
          Aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa wraps
          instead of overflowing the card.
        </p>
      </>
    ),
  },
  decorators: [narrowScreen],
  play: async ({ canvas }) => {
    const article = canvas.getByRole('article');
    await expect(article).toHaveTextContent('wraps instead of overflowing');
  },
};
