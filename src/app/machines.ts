// The machines the pages run, wired to the ports here and nowhere else: a page is handed a
// machine ready to start and never builds a side effect. Each is fetched when a route first
// needs it (the home page never loads XState) and kept for the next visit.
import type { ApiPort } from '../ports/api.port';
import type { PaymentKit } from '../ports/payment.port';
import { loadedOnce } from './loaded-once';

export function createMachines(
  api: ApiPort,
  loadPayment: () => Promise<PaymentKit>,
  /** The shopper's cart: a reorder through it updates the navbar's count. */
  loadCart: () => Promise<Pick<ApiPort, 'reorder'>>,
) {
  const tables = loadedOnce(() => import('../machines/table-actions'));
  const forms = loadedOnce(() => import('../machines/forms'));
  return {
    /** Manage Orders' Ship and Cancel. */
    orderActions: loadedOnce(async () => (await tables()).orderActionsFor(api)),
    /** Make Admin's button. */
    userActions: loadedOnce(async () => (await tables()).userActionsFor(api)),
    /** Manage Product's Delete. */
    toolActions: loadedOnce(async () => (await tables()).toolActionsFor(api)),
    /** Manage Reviews' Hide and Show. */
    reviewActions: loadedOnce(async () => (await tables()).reviewActionsFor(api)),
    /** Decline, on My Quotes and on Manage Quotes. */
    quoteActions: loadedOnce(async () => (await tables()).quoteActionsFor(api)),
    /** The cart's quantity changes and Remove, on the cart the route read (a visitor's or a
     * customer's). */
    cartActions: async (cart: Pick<ApiPort, 'setCartQty' | 'removeFromCart'>) =>
      (await tables()).cartActionsFor(cart),
    /** Add Product's form. */
    addTool: loadedOnce(async () => (await forms()).addToolFor(api)),
    /** Edit tool's form, and its image upload (Add Product's too). */
    editTool: loadedOnce(async () => (await forms()).editToolFor(api)),
    uploadImage: loadedOnce(async () => (await forms()).uploadImageFor(api)),
    /** An order's Reorder (its customer). */
    reorder: loadedOnce(async () => (await forms()).reorderFor(await loadCart())),
    /** An invitation's Accept. */
    acceptInvitation: loadedOnce(async () => (await forms()).acceptInvitationFor(api)),
    /** Manage Product's Price tiers. */
    toolTiers: loadedOnce(async () => (await forms()).setToolTiersFor(api)),
    /** Add a review's form. */
    addReview: loadedOnce(async () => (await forms()).addReviewFor(api)),
    /** The Get a quote form. */
    requestQuote: loadedOnce(async () => (await forms()).requestQuoteFor(api)),
    /** Manage Quotes' Price. */
    priceQuote: loadedOnce(async () => (await forms()).priceQuoteFor(api)),
    /** My Quotes' Accept. */
    acceptQuote: loadedOnce(async () => (await forms()).acceptQuoteFor(api)),
    /** Companies' Price list (store admin). */
    priceList: loadedOnce(async () => (await forms()).setPriceListFor(api)),
    /** An order's Refund (admin). */
    refundOrder: loadedOnce(async () => (await forms()).refundOrderFor(api)),
    /** An order's Return items (its customer). */
    requestReturn: loadedOnce(async () => (await forms()).requestReturnFor(api)),
    /** A return's Accept, Refuse and Received (admin). */
    returnStep: loadedOnce(async () => (await forms()).returnStepFor(api)),
    /** An order's Ship: a shipment with its carrier and tracking number (admin). */
    recordShipment: loadedOnce(async () => (await forms()).recordShipmentFor(api)),
    /** My Profile's update form. */
    updateProfile: loadedOnce(async () => (await forms()).updateProfileFor(api)),
    /** My Company's details form. */
    updateCompany: loadedOnce(async () => (await forms()).updateCompanyFor(api)),
    /** My Company's spending limits of a member. */
    memberLimits: loadedOnce(async () => (await forms()).setMemberLimitsFor(api)),
    /** Approvals' Approve and Decline. */
    approveOrder: loadedOnce(async () => (await forms()).approveOrderFor(api)),
    declineOrder: loadedOnce(async () => (await forms()).declineOrderFor(api)),
    /** The order form of a tool's page. */
    checkout: loadedOnce(async () =>
      (await import('../machines/checkout.machine')).checkoutMachineFor(api),
    ),
    /** My Orders' Delete with its confirmation. */
    myOrders: loadedOnce(async () =>
      (await import('../machines/my-orders.machine')).myOrdersMachineFor(api),
    ),
    /** The payment page: its machine on the payment adapter, and that adapter's card fields. */
    payment: loadedOnce(async () => {
      const [{ paymentMachineFor }, kit] = await Promise.all([
        import('../machines/payment.machine'),
        loadPayment(),
      ]);
      return { machine: paymentMachineFor(api, kit.port), CardFields: kit.CardFields };
    }),
  };
}

export type AppMachines = ReturnType<typeof createMachines>;
