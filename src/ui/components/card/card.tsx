import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './card.css';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** An article by default (a tool, a review); a plain div or a list item where that fits. */
  as?: 'article' | 'div' | 'li' | 'section';
  /** Content that bleeds to the card's edges above the padded body, such as a photo. */
  media?: ReactNode;
  children: ReactNode;
}

/** A raised surface that groups one thing's content: the base of tool and review cards. */
export function Card({ as: Element = 'article', media, className, children, ...rest }: CardProps) {
  return (
    <Element {...rest} className={[styles.card(), className].filter(Boolean).join(' ')}>
      {media}
      <div className={styles.body}>{children}</div>
    </Element>
  );
}
