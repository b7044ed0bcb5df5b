// Where the store's e-mails send their reader: the page each one is about, on the store's
// own address (SITE_URL), since a mail client has no page to resolve a path against.

/**
 * The address `npm start` serves the store at: what e-mails link to when the store is not
 * told its own (production must be: server/src/config.ts refuses to start without SITE_URL).
 */
export const LOCAL_SITE_URL = 'http://127.0.0.1:5173';

const segment = (id: string): string => encodeURIComponent(id);

/** The app's pages an e-mail links to (src/app/routes). */
export const MAIL_PAGES = {
  order: (orderId: string) => `/dashboard/order/${segment(orderId)}`,
  payment: (orderId: string) => `/dashboard/payment/${segment(orderId)}`,
  myOrders: () => '/dashboard/myOrders',
  myQuotes: () => '/dashboard/myQuotes',
  quoteForm: () => '/quote',
  myProfile: () => '/dashboard',
  approvals: () => '/dashboard/approvals',
  invitation: (invitationId: string) => `/dashboard/invitation/${segment(invitationId)}`,
  editTool: (toolId: string) => `/dashboard/manageProduct/${segment(toolId)}/edit`,
} as const;

/** `path` on the store at `siteUrl` ("https://shop.example.com", a trailing slash or not). */
export const pageUrl = (siteUrl: string, path: string): string =>
  `${siteUrl.replace(/\/+$/, '')}${path}`;
