import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { narrowScreen } from '../../storybook/narrow-screen';
import { portfolio } from './content/portfolio';
import { PortfolioPage } from './portfolio-page';

const meta = {
  title: 'Pages/Portfolio',
  component: PortfolioPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PortfolioPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible();
    for (const name of ['Education', 'Skills', 'Projects']) {
      await expect(canvas.getByRole('region', { name })).toBeVisible();
    }
    const projects = within(canvas.getByRole('region', { name: 'Projects' }));
    const links = projects.getAllByRole('link');
    await expect(links).toHaveLength(3);
    for (const link of links) await expect(link.getAttribute('href')).toMatch(/^https:\/\//);
  },
};

export const LongTextNarrow: Story = {
  args: {
    portfolio: {
      ...portfolio,
      skills: [
        ...portfolio.skills,
        'Internationalisation-and-localisation-of-right-to-left-layouts',
      ],
    },
  },
  decorators: [narrowScreen],
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/right-to-left/)).toBeVisible();
  },
};
