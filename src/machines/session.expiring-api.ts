// The ApiPort the pages use: every refusal that ends the session (see `endsSession`) also
// tells the session, so no page has to remember to. The session's own calls (token exchange,
// role check) use the undecorated port: a refusal there is a failed sign-in, not an expiry.
// Recording a payment is the one page call left to its page: a 401 there comes after the
// card was charged, and ending the session at once would take away the page that has to
// say the order is paid (it asks the person to sign in again itself).
import type { ApiPort, ApiResult } from '../ports/api.port';
import { endsSession, type SessionCall } from './session.expiry';

export function withSessionExpiry(api: ApiPort, onExpired: () => void): ApiPort {
  const watch =
    <A extends unknown[], T>(call: SessionCall, method: (...args: A) => ApiResult<T>) =>
    async (...args: A): ApiResult<T> => {
      const result = await method(...args);
      if (!result.ok && endsSession(result.error, call)) onExpired();
      return result;
    };
  const other = <A extends unknown[], T>(method: (...args: A) => ApiResult<T>) =>
    watch('other', method);

  return {
    exchangeToken: (...args) => api.exchangeToken(...args),
    isAdmin: (...args) => api.isAdmin(...args),
    listTools: other((...args) => api.listTools(...args)),
    getTool: other((...args: Parameters<ApiPort['getTool']>) => api.getTool(...args)),
    addTool: other((...args: Parameters<ApiPort['addTool']>) => api.addTool(...args)),
    deleteTool: other((...args: Parameters<ApiPort['deleteTool']>) => api.deleteTool(...args)),
    listReviews: other((...args) => api.listReviews(...args)),
    addReview: other((...args: Parameters<ApiPort['addReview']>) => api.addReview(...args)),
    placeOrder: other((...args: Parameters<ApiPort['placeOrder']>) => api.placeOrder(...args)),
    listMyOrders: watch('own-orders', (...args: Parameters<ApiPort['listMyOrders']>) =>
      api.listMyOrders(...args),
    ),
    getOrder: other((...args: Parameters<ApiPort['getOrder']>) => api.getOrder(...args)),
    payOrder: (...args) => api.payOrder(...args),
    deleteOrder: other((...args: Parameters<ApiPort['deleteOrder']>) => api.deleteOrder(...args)),
    listAllOrders: other((...args) => api.listAllOrders(...args)),
    shipOrder: other((...args: Parameters<ApiPort['shipOrder']>) => api.shipOrder(...args)),
    createPaymentIntent: other((...args: Parameters<ApiPort['createPaymentIntent']>) =>
      api.createPaymentIntent(...args),
    ),
    getProfile: other((...args: Parameters<ApiPort['getProfile']>) => api.getProfile(...args)),
    updateProfile: other((...args: Parameters<ApiPort['updateProfile']>) =>
      api.updateProfile(...args),
    ),
    listUsers: other((...args) => api.listUsers(...args)),
    makeAdmin: other((...args: Parameters<ApiPort['makeAdmin']>) => api.makeAdmin(...args)),
  };
}
