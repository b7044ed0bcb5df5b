// A story decorator that makes one address the current page, so the links to it are marked
// as the router marks them (aria-current="page"), without a router.
import type { Decorator } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LinkNavigationContext } from '../components/link/link-navigation';

export const currentPage =
  (href: string): Decorator =>
  (Story) => (
    <LinkNavigationContext
      value={{ navigate: fn(), preload: fn(), isCurrent: (target) => target === href }}
    >
      <Story />
    </LinkNavigationContext>
  );
