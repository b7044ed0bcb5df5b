// Companies' accounts (issue 26, items 1-3) as the use cases see them: their terms, orders
// confirmed on account, the invoices owed and their payments. Every rule two requests at
// once could break (the credit limit, an invoice paid twice or past its total) is decided
// inside the store's one step, with the company's terms row or the invoices locked.
import type { AccountTerms } from '../../domain/account-terms';
import type { KeptAccountInvoice, SettlementRefusal } from '../../domain/account-statement';
import type { Order } from '../../domain/order';
import type { TransferAllocationOutcome } from '../../domain/transfer-allocation';

export interface AccountCharge {
  readonly orderId: string;
  readonly companyId: string;
  readonly poNumber?: string | undefined;
  readonly actor: string;
  readonly now: Date;
}

export type ChargeOutcome =
  | { readonly confirmed: Order }
  | { readonly refused: 'no-terms' | 'order-changed' | 'po-number-required' }
  | { readonly refused: 'on-hold'; readonly invoiceNumber: string }
  | { readonly refused: 'over-credit-limit'; readonly availableCents: number };

export interface NewSettlement {
  readonly companyId: string;
  readonly invoiceNumbers: readonly string[];
  readonly amountCents: number;
  readonly actor: string;
}

export type SettlementOutcome =
  { readonly begun: { readonly settlementId: string } } | SettlementRefusal;

export interface KeptSettlement extends Omit<NewSettlement, 'actor'> {
  readonly settlementId: string;
  readonly transactionId: string | undefined;
}

export type SettleOutcome =
  | { readonly settled: readonly string[] }
  | { readonly already: readonly string[] }
  | { readonly refused: 'no-such-settlement' | 'settled-by-another-payment' }
  /** An invoice was paid otherwise meanwhile: the card payment is more than is owed. */
  | { readonly refused: 'invoice-paid'; readonly invoiceNumber: string };

/** A bank transfer: pays its invoices oldest first, each up to its balance; the rest stays open. */
export interface NewTransfer extends NewSettlement {
  readonly reference: string;
}

/** `recorded`: the invoices the transfer paid part or all of, oldest first. */
export type TransferOutcome =
  | { readonly recorded: readonly KeptAccountInvoice[] }
  | Exclude<TransferAllocationOutcome, { readonly allocations: unknown }>;

export interface AccountStore {
  termsOf(companyId: string): Promise<AccountTerms | undefined>;
  /** Grants, changes or (null) takes away terms; invoices already owed stay owed. */
  setTerms(companyId: string, terms: AccountTerms | null): Promise<void>;
  /**
   * Confirms an unpaid order on account and issues its invoice, with the company's terms
   * row locked: refused if it would take the open balance past the credit limit, or while
   * an invoice of the company is more than HOLD_AFTER_DAYS overdue.
   */
  chargeToAccount(charge: AccountCharge): Promise<ChargeOutcome>;
  /** Newest first. */
  invoicesOf(companyId: string): Promise<KeptAccountInvoice[]>;
  /** Fixes the invoices and their sum a card payment is then made for. */
  beginSettlement(settlement: NewSettlement): Promise<SettlementOutcome>;
  findSettlement(settlementId: string): Promise<KeptSettlement | undefined>;
  /** Marks every invoice of the settlement paid by `transactionId`, all or none, once. */
  settle(settlementId: string, transactionId: string, actor: string): Promise<SettleOutcome>;
  /** A bank transfer against invoices, in one step: at most what they still owe. */
  recordTransfer(transfer: NewTransfer): Promise<TransferOutcome>;
}
