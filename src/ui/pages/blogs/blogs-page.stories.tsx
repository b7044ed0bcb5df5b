import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { narrowScreen } from '../../storybook/narrow-screen';
import { BlogsPage } from './blogs-page';

const meta = {
  title: 'Pages/Blogs',
  component: BlogsPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BlogsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
    const questions = canvas.getAllByRole('heading', { level: 2 });
    await expect(questions).toHaveLength(6);
    for (const question of questions) await expect(question.textContent).toMatch(/\?$/);
    await expect(canvas.getAllByRole('article')).toHaveLength(6);
  },
};

export const LongTextNarrow: Story = {
  args: {
    posts: [
      {
        id: 'long',
        question:
          'What happens when a question is so long that it needs several lines on a small phone screen?',
        answer: [
          'It wraps: headings balance their lines, and unbroken strings such as https://example.com/a/very/long/address/that/never/ends break anywhere instead of overflowing.',
        ],
      },
    ],
  },
  decorators: [narrowScreen],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
  },
};
