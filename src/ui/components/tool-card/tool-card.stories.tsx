import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LONG_DESCRIPTION, sampleTools } from '../../../testing/mocks/catalogue-fixtures';
import { narrowScreen } from '../../storybook/narrow-screen';
import { ToolCard } from './tool-card';
import { ToolCardPlaceholder } from './tool-card-placeholder';

const [roller, brush, , sprayer] = sampleTools as [
  (typeof sampleTools)[number],
  (typeof sampleTools)[number],
  (typeof sampleTools)[number],
  (typeof sampleTools)[number],
];

const meta = {
  title: 'Components/ToolCard',
  component: ToolCard,
  args: { tool: brush },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ToolCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Flat Wall Brush 4"' });
    await expect(card).toHaveTextContent('Minimum order20');
    await expect(card).toHaveTextContent('Available800');
    await expect(canvas.getByText('$9/unit')).toBeVisible();
    const image = card.querySelector('img');
    await expect(image).toHaveAttribute('height', '225');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('decoding', 'async');
    await expect(canvas.getByRole('link', { name: 'Purchase Flat Wall Brush 4"' })).toHaveAttribute(
      'href',
      `/tool/${brush._id}`,
    );
  },
};

export const LongDescription: Story = {
  args: { tool: roller },
  play: async ({ canvas }) => {
    const shown = `${Array.from(LONG_DESCRIPTION).slice(0, 150).join('')}…`;
    await expect(canvas.getByText(shown)).toBeVisible();
    await expect(canvas.queryByText(LONG_DESCRIPTION)).not.toBeInTheDocument();
  },
};

export const AboveTheFold: Story = {
  args: { imageLoading: 'eager' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article').querySelector('img')).toHaveAttribute(
      'loading',
      'eager',
    );
  },
};

export const Loading: Story = {
  render: () => <ToolCardPlaceholder />,
  play: async ({ canvasElement, canvas }) => {
    // Nothing for assistive technology: the list around it says it is loading.
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};

export const LongNameNarrow: Story = {
  args: { tool: sprayer },
  decorators: [narrowScreen],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: /Extra-Long Name/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^Purchase HVLP/ })).toBeVisible();
  },
};
