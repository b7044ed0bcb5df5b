// A tool page's meta description (/tools/{slug}), which both renderers write: a module of
// its own, since the route's head (in the home page's first load) needs only this of the
// page's words, not the tiers and prices of product-page.ts.
import type { Tool } from './tool-schema';

/** A page's meta description: the tool's own words, cut at a word near 155 characters. */
export function productSummary(tool: Tool): string {
  const text = tool.description.replace(/\s+/g, ' ').trim();
  if (text.length <= 155) return text;
  const cut = text.slice(0, 155);
  const space = cut.lastIndexOf(' ');
  // Spaces are single and the text trimmed, so neither cut ends in one.
  return `${space > 80 ? cut.slice(0, space) : cut}…`;
}
