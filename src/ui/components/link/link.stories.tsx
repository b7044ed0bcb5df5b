import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LinkNavigationContext, type LinkNavigation } from './link-navigation';
import { Link } from './link';

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: '/quote', children: 'Get A Free Quote' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <p>
      Questions about bulk orders? <Link {...args} />.
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Get A Free Quote' })).toHaveAttribute(
      'href',
      '/quote',
    );
  },
};

export const AsPrimaryButton: Story = {
  args: { href: '/#tools', children: 'Explore', look: { variant: 'primary', size: 'lg' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Explore' })).toBeVisible();
  },
};

export const AsSecondaryButton: Story = {
  args: { look: { variant: 'secondary' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Get A Free Quote' })).toBeVisible();
  },
};

const navigation: LinkNavigation = {
  navigate: fn(),
  preload: fn(),
  isCurrent: (href) => href === '/quote',
};

/** Inside the app a router is present: clicks navigate without a page load. */
export const WithRouter: Story = {
  decorators: [
    (Story) => (
      <LinkNavigationContext value={navigation}>
        <Story />
      </LinkNavigationContext>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Get A Free Quote' });
    await expect(link).toHaveAttribute('aria-current', 'page');
    await userEvent.hover(link);
    await expect(navigation.preload).toHaveBeenCalledWith('/quote');
    await userEvent.click(link);
    await expect(navigation.navigate).toHaveBeenCalledWith('/quote');
  },
};

export const ExternalWithRouter: Story = {
  args: { href: 'https://example.com/catalogue.pdf', children: 'Download the catalogue' },
  decorators: WithRouter.decorators,
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Download the catalogue' });
    await expect(link).not.toHaveAttribute('aria-current');
  },
};
