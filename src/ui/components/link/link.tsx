import type { ComponentProps, MouseEvent } from 'react';
import { isSameSitePath } from '../../../domain/site-path';
import { button, type ButtonLook } from '../button/button.css';
import { link, type TextLinkLook } from './link.css';
import { useLinkNavigation } from './link-navigation';

export interface LinkProps extends ComponentProps<'a'> {
  href: string;
  /** A text link's look ('inline' in text), 'bare' to style it yourself, or a button look. */
  look?: TextLinkLook | 'bare' | ButtonLook;
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

function lookClass(look: LinkProps['look']): string | undefined {
  if (look === 'bare') return undefined;
  if (typeof look === 'object') return button(look);
  return link({ look });
}

/** An anchor that navigates inside the app without a page load when a router is present. */
export function Link({
  href,
  look,
  className,
  onClick,
  onMouseEnter,
  onFocus,
  ...rest
}: LinkProps) {
  const navigation = useLinkNavigation();
  const routed = navigation !== null && isSameSitePath(href) && !rest.target && !rest.download;

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!routed || event.defaultPrevented || !isPlainLeftClick(event)) return;
    event.preventDefault();
    navigation.navigate(href);
  };

  return (
    <a
      {...rest}
      href={href}
      className={[lookClass(look), className].filter(Boolean).join(' ') || undefined}
      aria-current={routed && navigation.isCurrent(href) ? 'page' : rest['aria-current']}
      onClick={handleClick}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        if (routed) navigation.preload(href);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (routed) navigation.preload(href);
      }}
    />
  );
}
