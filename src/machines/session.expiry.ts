// Which API refusals end the session, decided here once for every call: a 401 on any call
// a signed-in person makes (spec section 4 says so for the own-orders call; every other
// page follows); a 403 on the own-orders call and on Make Admin (spec section 4: that person
// is no longer allowed there). Never on the session's own calls, where a refusal is a failed
// sign-in, and never on recording a payment: a 401 there comes after the card was charged,
// and the page that must say the order is paid asks the person to sign in again itself.
import type { ApiError, ApiPort } from '../ports/api.port';

type SessionRule = 'never' | 'unauthorized' | 'unauthorized-or-forbidden';

const RULES: Readonly<Record<keyof ApiPort, SessionRule>> = {
  exchangeToken: 'never',
  isAdmin: 'never',
  payOrder: 'never',
  listMyOrders: 'unauthorized-or-forbidden',
  makeAdmin: 'unauthorized-or-forbidden',
  listTools: 'unauthorized',
  listToolsPage: 'unauthorized',
  getTool: 'unauthorized',
  addTool: 'unauthorized',
  deleteTool: 'unauthorized',
  setToolTiers: 'unauthorized',
  listReviews: 'unauthorized',
  addReview: 'unauthorized',
  listAllReviews: 'unauthorized',
  setReviewHidden: 'unauthorized',
  placeOrder: 'unauthorized',
  checkOut: 'unauthorized',
  getOrder: 'unauthorized',
  deleteOrder: 'unauthorized',
  listAllOrders: 'unauthorized',
  listAllOrdersPage: 'unauthorized',
  shipOrder: 'unauthorized',
  downloadCsv: 'unauthorized',
  createPaymentIntent: 'unauthorized',
  getProfile: 'unauthorized',
  updateProfile: 'unauthorized',
  listUsers: 'unauthorized',
  listUsersPage: 'unauthorized',
  getCart: 'unauthorized',
  addToCart: 'unauthorized',
  setCartQty: 'unauthorized',
  removeFromCart: 'unauthorized',
  mergeCart: 'unauthorized',
  reorder: 'unauthorized',
  requestQuote: 'unauthorized',
  listQuotes: 'unauthorized',
  listMyQuotes: 'unauthorized',
  priceQuote: 'unauthorized',
  declineQuote: 'unauthorized',
  acceptQuote: 'unauthorized',
  getOrderTimeline: 'unauthorized',
  listAuditLog: 'unauthorized',
};

export const SESSION_CALLS = Object.keys(RULES) as ReadonlyArray<keyof ApiPort>;

export function endsSession(call: keyof ApiPort, error: ApiError): boolean {
  switch (RULES[call]) {
    case 'never':
      return false;
    case 'unauthorized':
      return error.kind === 'unauthorized';
    case 'unauthorized-or-forbidden':
      return error.kind === 'unauthorized' || error.kind === 'forbidden';
  }
}
