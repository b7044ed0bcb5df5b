// Every page's title and description, given by its route's `head` option (the router keeps
// them on the route's match): "My Orders · PaintCo". The document shows the deepest
// page's (routes/-document-head.tsx); the build writes them into the prerendered pages.
import { SITE_NAME } from '../domain/brand';

export const STORE_NAME = SITE_NAME;

export const HOME_TITLE = `${STORE_NAME}: quality paint tools from a US manufacturer`;
export const NOT_FOUND_TITLE = `Page not found · ${STORE_NAME}`;

export interface PageHead {
  readonly title: string;
  readonly description?: string;
}

/** A route's `head`: the page's title (with the store's name) and, for public pages, its description. */
export function pageHead(title: string, description?: string) {
  return {
    meta: [
      { title: `${title} · ${STORE_NAME}` },
      ...(description === undefined ? [] : [{ name: 'description', content: description }]),
    ],
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The title and description of the deepest matches that give them. */
export function headOf(matches: readonly { readonly meta?: unknown }[]): Partial<PageHead> {
  const head: { title?: string; description?: string } = {};
  for (const { meta } of matches) {
    if (!Array.isArray(meta)) continue;
    for (const tag of meta as unknown[]) {
      if (!isRecord(tag)) continue;
      if (typeof tag['title'] === 'string') head.title = tag['title'];
      if (tag['name'] === 'description' && typeof tag['content'] === 'string') {
        head.description = tag['content'];
      }
    }
  }
  return head;
}
