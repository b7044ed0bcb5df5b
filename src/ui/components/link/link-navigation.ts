// The design system does not know the router. The app provides these three functions
// (src/app wires TanStack Router in); without a provider, links are plain anchors, which
// is what Storybook and isolated component tests want.
import { createContext, useContext } from 'react';

export interface LinkNavigation {
  /** Client-side navigation to an in-app path such as "/blogs". */
  navigate: (href: string) => void;
  /** Warm up the target (load its code) when the user shows intent. */
  preload: (href: string) => void;
  /** Whether the path is the page being shown, for aria-current. */
  isCurrent: (href: string) => boolean;
}

export const LinkNavigationContext = createContext<LinkNavigation | null>(null);

export function useLinkNavigation(): LinkNavigation | null {
  return useContext(LinkNavigationContext);
}
