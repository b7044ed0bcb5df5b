// The dashboard's forms, each a submit machine wired to its ApiPort call: the composition
// root hands them to the pages (src/app/machines.ts), stories and tests build them on a fake.
import type { CompanyDetailsInput } from '../domain/company';
import type { PriceListInput } from '../domain/contract-prices';
import type { QuoteAcceptance } from '../domain/quote-acceptance';
import type { QuotePricing } from '../domain/quote-pricing';
import type { QuoteRequest } from '../domain/quote-request';
import type { RefundInput } from '../domain/refund';
import type { RequestReturnInput } from '../domain/order-return';
import type { ShipmentInput } from '../domain/shipment';
import type { NewReviewInput } from '../domain/review';
import type { DeclineOrderInput } from '../domain/order-approval';
import type { SpendingLimitsInput } from '../domain/spending-limits';
import type { TierBreak } from '../domain/price-tiers';
import type { NewToolInput, Tool } from '../domain/tool';
import type { ToolEdit } from '../domain/tool-edit';
import type { ProfileUpdateInput } from '../domain/user';
import type { ApiPort } from '../ports/api.port';
import { valueOf } from '../ports/port-refusal';
import { submitMachine } from './submit.machine';

/** What a form sends for one record: which one (its ids, not editable) and the form's values. */
type Send<Ids extends string, Values extends object = object> = {
  readonly [K in Ids]: string;
} & Readonly<Values>;

/** Add Product: a new tool for the catalogue. */
export const addToolFor = (api: Pick<ApiPort, 'addTool'>) =>
  submitMachine((tool: NewToolInput) => valueOf(api.addTool(tool)));

/**
 * Edit a tool (admin), answered with the tool as the store now holds it: read back, so the
 * form shows the store's own reading and stock that orders took meanwhile. The edit is saved
 * even when the reading fails; the tool as edited is then the answer. The form sends only the
 * changed fields, and the tool as the edit leaves it.
 */
export const editToolFor = (api: Pick<ApiPort, 'editTool' | 'getTool'>) =>
  submitMachine(
    async ({ tool, edit }: Send<never, { tool: Tool; edit: ToolEdit }>): Promise<Tool> => {
      await valueOf(api.editTool(tool._id, edit));
      const stored = await api.getTool(tool._id);
      return stored.ok ? stored.value : tool;
    },
  );

/** A tool's image from a file (admin), answered with the URL its image field then holds. */
export const uploadImageFor = (api: Pick<ApiPort, 'uploadImage'>) =>
  submitMachine((file: File) => valueOf(api.uploadImage(file)));

/** Reorder: a past order's lines back into the cart, through the shopper's cart. */
export const reorderFor = (cart: Pick<ApiPort, 'reorder'>) =>
  submitMachine((orderId: string) => valueOf(cart.reorder(orderId)));

/** Accept an invitation (by its id): the company joined is the answer. */
export const acceptInvitationFor = (api: Pick<ApiPort, 'acceptInvitation'>) =>
  submitMachine((invitationId: string) => valueOf(api.acceptInvitation(invitationId)));

/** Manage Product's Price tiers: one tool's new tiers (admin). */
export const setToolTiersFor = (api: Pick<ApiPort, 'setToolTiers'>) =>
  submitMachine(({ id, tiers }: Send<'id', { tiers: readonly TierBreak[] }>) =>
    valueOf(api.setToolTiers(id, tiers)),
  );

/** Add a review. */
export const addReviewFor = (api: Pick<ApiPort, 'addReview'>) =>
  submitMachine((review: NewReviewInput) => valueOf(api.addReview(review)));

/** My Profile's update form: the change, and whose profile it is (the account's e-mail). */
export const updateProfileFor = (api: Pick<ApiPort, 'updateProfile'>) =>
  submitMachine(({ email, profile }: Send<'email', { profile: ProfileUpdateInput }>) =>
    valueOf(api.updateProfile(email, profile)),
  );

/** Get a quote: a request stored, answered with its quote (reference and e-mail). */
export const requestQuoteFor = (api: Pick<ApiPort, 'requestQuote'>) =>
  submitMachine((request: QuoteRequest) => valueOf(api.requestQuote(request)));

/** Manage Quotes' Price: the prices and expiry for one quote (admin). */
export const priceQuoteFor = (api: Pick<ApiPort, 'priceQuote'>) =>
  submitMachine(({ id, pricing }: Send<'id', { pricing: QuotePricing }>) =>
    valueOf(api.priceQuote(id, pricing)),
  );

/**
 * My Quotes' Accept: where the order made from one quote goes. Its answer is the order, whose
 * payment comes next.
 */
export const acceptQuoteFor = (api: Pick<ApiPort, 'acceptQuote'>) =>
  submitMachine(({ id, delivery }: Send<'id', { delivery: QuoteAcceptance }>) =>
    valueOf(api.acceptQuote(id, delivery)),
  );

/** My Company's details form: the details, and which company. */
export const updateCompanyFor = (api: Pick<ApiPort, 'updateCompany'>) =>
  submitMachine(({ companyId, details }: Send<'companyId', { details: CompanyDetailsInput }>) =>
    valueOf(api.updateCompany(companyId, details)),
  );

/** My Company's Members: one member's spending limits, and whose (company and e-mail). */
export const setMemberLimitsFor = (api: Pick<ApiPort, 'setMemberLimits'>) =>
  submitMachine(
    ({ companyId, email, limits }: Send<'companyId' | 'email', { limits: SpendingLimitsInput }>) =>
      valueOf(api.setMemberLimits(companyId, email, limits)),
  );

/** An approver's decision on one order of their company. */
type ApprovalDecision = Send<'companyId' | 'orderId'>;

/** Approvals' Approve: the order becomes payable. */
export const approveOrderFor = (api: Pick<ApiPort, 'approveCompanyOrder'>) =>
  submitMachine(({ companyId, orderId }: ApprovalDecision) =>
    valueOf(api.approveCompanyOrder(companyId, orderId)),
  );

/** Approvals' Decline, with the reason the buyer is told. */
export const declineOrderFor = (api: Pick<ApiPort, 'declineCompanyOrder'>) =>
  submitMachine(
    ({ companyId, orderId, decline }: ApprovalDecision & { readonly decline: DeclineOrderInput }) =>
      valueOf(api.declineCompanyOrder(companyId, orderId, decline)),
  );

/** An order's Refund: which paid order, and what to give back (admin). */
export const refundOrderFor = (api: Pick<ApiPort, 'refundOrder'>) =>
  submitMachine(({ orderId, refund }: Send<'orderId', { refund: RefundInput }>) =>
    valueOf(api.refundOrder(orderId, refund)),
  );

/** An order's Ship: which paid order, and what leaves in this shipment (admin). */
export const recordShipmentFor = (api: Pick<ApiPort, 'recordShipment'>) =>
  submitMachine(({ orderId, shipment }: Send<'orderId', { shipment: ShipmentInput }>) =>
    valueOf(api.recordShipment(orderId, shipment)),
  );

/** Companies' Price list: which company, and its whole new contract prices (store admin). */
export const setPriceListFor = (api: Pick<ApiPort, 'setCompanyPriceList'>) =>
  submitMachine(({ companyId, list }: Send<'companyId', { list: PriceListInput }>) =>
    valueOf(api.setCompanyPriceList(companyId, list)),
  );

/** An order's Return items: which shipped order, and what goes back (its customer). */
export const requestReturnFor = (api: Pick<ApiPort, 'requestReturn'>) =>
  submitMachine(({ orderId, input }: Send<'orderId', { input: RequestReturnInput }>) =>
    valueOf(api.requestReturn(orderId, input)),
  );

/** An admin's step on a return: accept, refuse with a reason, or received (and refunded). */
export type ReturnStep =
  | { readonly kind: 'accept'; readonly returnId: string }
  | { readonly kind: 'refuse'; readonly returnId: string; readonly reason: string }
  | { readonly kind: 'receive'; readonly returnId: string; readonly restock: boolean };

export const returnStepFor = (
  api: Pick<ApiPort, 'acceptReturn' | 'refuseReturn' | 'receiveReturn'>,
) =>
  submitMachine((step: ReturnStep) => {
    switch (step.kind) {
      case 'accept':
        return valueOf(api.acceptReturn(step.returnId));
      case 'refuse':
        return valueOf(api.refuseReturn(step.returnId, step.reason));
      case 'receive':
        return valueOf(api.receiveReturn(step.returnId, { restock: step.restock }));
    }
  });

export type AddToolMachine = ReturnType<typeof addToolFor>;
export type ToolTiersMachine = ReturnType<typeof setToolTiersFor>;
export type EditToolMachine = ReturnType<typeof editToolFor>;
export type UploadImageMachine = ReturnType<typeof uploadImageFor>;
export type ReorderMachine = ReturnType<typeof reorderFor>;
export type AcceptInvitationMachine = ReturnType<typeof acceptInvitationFor>;
export type AddReviewMachine = ReturnType<typeof addReviewFor>;
export type UpdateProfileMachine = ReturnType<typeof updateProfileFor>;
export type PriceQuoteMachine = ReturnType<typeof priceQuoteFor>;
export type AcceptQuoteMachine = ReturnType<typeof acceptQuoteFor>;
export type RequestQuoteMachine = ReturnType<typeof requestQuoteFor>;
export type UpdateCompanyMachine = ReturnType<typeof updateCompanyFor>;
export type MemberLimitsMachine = ReturnType<typeof setMemberLimitsFor>;
export type ApproveOrderMachine = ReturnType<typeof approveOrderFor>;
export type DeclineOrderMachine = ReturnType<typeof declineOrderFor>;
export type RefundOrderMachine = ReturnType<typeof refundOrderFor>;
export type RequestReturnMachine = ReturnType<typeof requestReturnFor>;
export type ReturnStepMachine = ReturnType<typeof returnStepFor>;
export type PriceListMachine = ReturnType<typeof setPriceListFor>;
export type RecordShipmentMachine = ReturnType<typeof recordShipmentFor>;
