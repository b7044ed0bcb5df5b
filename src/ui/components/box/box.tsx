import type { ComponentProps, ElementType } from 'react';
import { sprinkles, type Sprinkles } from '../../theme/sprinkles.css';

/** The elements a Box may render: the ones layouts are made of. */
export type BoxElement =
  | 'div'
  | 'section'
  | 'article'
  | 'header'
  | 'nav'
  | 'ul'
  | 'ol'
  | 'li'
  | 'dl'
  | 'form'
  | 'p'
  | 'span';

export type BoxProps<E extends BoxElement = 'div'> = Sprinkles & {
  /** The element to render, a div unless the content calls for another. */
  as?: E;
} & Omit<ComponentProps<E>, keyof Sprinkles | 'as'>;

/**
 * An element styled by the theme's tokens through props (`padding="4"`, `gap={{ mobile:
 * '4', desktop: '8' }}`, `backgroundColor="surfaceMuted"`), so a page needs no style
 * object of its own for layout. Props that are not sprinkles go to the element.
 */
export function Box<E extends BoxElement = 'div'>({ as, className, ...props }: BoxProps<E>) {
  const atoms: Record<string, unknown> = {};
  const attributes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else attributes[key] = value;
  }
  const Element: ElementType = as ?? 'div';
  const classes = [sprinkles(atoms as Sprinkles), className].filter(Boolean).join(' ');
  return <Element {...attributes} className={classes || undefined} />;
}
