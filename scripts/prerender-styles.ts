// A prerendered page's stylesheets go into its HTML, so that it paints without waiting for
// any file. Each is also named by a disabled <link>, which the browser never fetches but
// Vite's preloader finds: when the app later loads the route's chunks, it takes their
// styles as present, instead of fetching each file once more and holding the chunk (and
// the page's content) until every one has arrived.

export interface InlinedStyle {
  /** The stylesheet's path in the build's folder, e.g. `assets/page-1a2b.css`. */
  readonly file: string;
  readonly text: string;
}

/** The head tags of `styles`: each one's rules, and its disabled link for the preloader. */
export function inlinedStyleTags(styles: readonly InlinedStyle[]): string[] {
  return styles.flatMap(({ file, text }) => [
    `<style>${text}</style>`,
    `<link rel="stylesheet" href="/${file}" disabled>`,
  ]);
}
