import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { narrowScreen } from '../../storybook/narrow-screen';
import { HomePage } from './home-page';

const meta = {
  title: 'Pages/Home',
  component: HomePage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: /leading quality paint tools/i }),
    ).toBeVisible();
    await expect(canvas.getByText(/more than 15 years/i)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Explore' })).toBeVisible();
  },
};

export const NarrowScreen: Story = {
  decorators: [narrowScreen],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Explore' })).toBeVisible();
  },
};
