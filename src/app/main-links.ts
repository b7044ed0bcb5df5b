// The site's main links, in the navbar of every page and in its footer; the build's
// prerendered frames (src/app/prerender.tsx) draw the same navbar.
import type { NavItem } from '../ui/components/navbar/nav-item';

export const mainLinks: readonly NavItem[] = [
  { label: 'Home', href: '/' },
  { label: 'Catalogue', href: '/tools' },
  { label: 'Blogs', href: '/blogs' },
  { label: 'Portfolio', href: '/portfolio' },
];

export const footerLinks: readonly NavItem[] = [
  ...mainLinks,
  { label: 'Get a quote', href: '/quote' },
];
