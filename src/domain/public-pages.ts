// The store's pages anyone may read (the sitemap lists them with every tool's page).
// The build prerenders all of them but /tools, whose results depend on the search.
export const PUBLIC_PAGE_PATHS: readonly string[] = [
  '/',
  '/tools',
  '/blogs',
  '/portfolio',
  '/quote',
];
