// The one centred column that every band's content sits in (navbar, pages, footer), so
// their edges line up; spread into a style, which adds its own block padding.
import { vars } from './contract.css';

export const contentColumn = {
  maxWidth: vars.size.content,
  marginInline: 'auto',
  paddingInline: vars.space[4],
} as const;
