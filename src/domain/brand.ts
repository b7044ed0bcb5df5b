// The store's two names, so every page, e-mail and invoice says the same: the site's name
// where the store speaks (the navbar, page titles, e-mails' signature) and the company's
// legal name where it signs (the footer's copyright, the invoice's seller).

/** The site: "My Orders · PaintCo". */
export const SITE_NAME = 'PaintCo';

/** The company: "© 2026 PaintCo Tools, Inc.", the seller on every invoice. */
export const LEGAL_NAME = 'PaintCo Tools, Inc.';
