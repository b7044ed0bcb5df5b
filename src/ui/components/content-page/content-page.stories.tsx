import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { narrowScreen } from '../../storybook/narrow-screen';
import { ContentPage } from './content-page';

const meta = {
  title: 'Components/ContentPage',
  component: ContentPage,
  args: {
    title: 'Blogs',
    intro: 'Answers to questions front-end developers ask.',
    children: <p>The page body.</p>,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ContentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Blogs' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
    await expect(canvas.getByText('The page body.')).toBeVisible();
  },
};

export const WithoutIntro: Story = {
  args: { intro: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/Answers to questions/)).not.toBeInTheDocument();
  },
};

export const LongTextNarrow: Story = {
  args: {
    title: 'A deliberately long page title that has to wrap over several lines on a phone',
  },
  decorators: [narrowScreen],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};
