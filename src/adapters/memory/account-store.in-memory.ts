// The use cases' account store in the in-memory world: one per world, kept beside its state
// like the companies. Each write runs to its end without awaiting, as the SQL store's
// transaction holds the company's or the invoices' locks, so the same rules hold under
// interleaved calls: the credit limit, an invoice paid once, a transfer within its balance.
import type {
  AccountCharge,
  AccountStore,
  ChargeOutcome,
  KeptSettlement,
  NewSettlement,
  NewTransfer,
  SettleOutcome,
  SettlementOutcome,
  TransferOutcome,
} from '../../application/ports/account-store.port';
import {
  balanceOf,
  holdingInvoice,
  openBalanceOf,
  settlementAmounts,
  type KeptAccountInvoice,
} from '../../domain/account-statement';
import {
  availableCredit,
  fitsCreditLimit,
  onAccountTransactionId,
  type AccountTerms,
} from '../../domain/account-terms';
import type { CreditNote } from '../../domain/credit-note';
import { toCents } from '../../domain/money';
import { besideState } from './beside-state';
import { allocateTransfer, paidBy } from '../../domain/transfer-allocation';
import { newId, type MemoryState } from './memory-state';
import type { OrderStoreInMemory } from './order-store.in-memory';

/** An invoice on account as issued: what was paid and credited on it is read from the rest. */
type AccountInvoiceEntry = Omit<KeptAccountInvoice, 'paidCents' | 'creditedCents'> & {
  readonly companyId: string;
};

interface Payment {
  readonly invoiceNumber: string;
  readonly amountCents: number;
  /** Who recorded it, as the SQL store keeps it. */
  readonly actor: string;
}

interface Settlement {
  readonly companyId: string;
  readonly invoiceNumbers: readonly string[];
  readonly amountsCents: readonly number[];
  readonly amountCents: number;
  transactionId?: string;
}

interface Accounts {
  readonly terms: Map<string, AccountTerms>;
  /** Newest last. */
  readonly invoices: AccountInvoiceEntry[];
  readonly payments: Payment[];
  readonly settlements: Map<string, Settlement>;
}

/** The world's accounts, for the seed and the tests that arrange them. */
export const accountsOf = besideState<Accounts>(() => ({
  terms: new Map(),
  invoices: [],
  payments: [],
  settlements: new Map(),
}));

/** Every invoice on account, oldest first, with what was paid and credited on each. */
export function accountInvoicesOf(
  state: MemoryState,
): (KeptAccountInvoice & { readonly companyId: string })[] {
  const { invoices, payments } = accountsOf(state);
  const notes = [...state.creditNotes.values()];
  return invoices.map((invoice) => ({
    ...invoice,
    paidCents: payments
      .filter((p) => p.invoiceNumber === invoice.number)
      .reduce((sum, p) => sum + p.amountCents, 0),
    creditedCents: creditedOn(notes, invoice.number),
  }));
}

/** What the credit notes of an invoice gave back. */
export const creditedOn = (notes: readonly CreditNote[], invoiceNumber: string): number =>
  notes
    .filter((note) => note.invoiceNumber === invoiceNumber)
    .reduce((sum, note) => sum + note.totalCents, 0);

const DAY_MS = 86_400_000;

/** Tests' way to let `days` pass for the accounts: every due date comes that much earlier. */
export function ageAccountInvoices(state: MemoryState, days: number): void {
  const { invoices } = accountsOf(state);
  invoices.forEach((invoice, at) => {
    const due = Date.parse(`${invoice.dueDate}T00:00:00Z`) - days * DAY_MS;
    invoices[at] = { ...invoice, dueDate: new Date(due).toISOString().slice(0, 10) };
  });
}

export class AccountStoreInMemory implements AccountStore {
  private readonly accounts: Accounts;

  constructor(
    private readonly state: MemoryState,
    private readonly orders: OrderStoreInMemory,
  ) {
    this.accounts = accountsOf(state);
  }

  async termsOf(companyId: string): Promise<AccountTerms | undefined> {
    const terms = this.accounts.terms.get(companyId);
    return terms && { ...terms };
  }

  async setTerms(companyId: string, terms: AccountTerms | null): Promise<void> {
    if (terms === null) this.accounts.terms.delete(companyId);
    else this.accounts.terms.set(companyId, { ...terms });
  }

  async chargeToAccount(charge: AccountCharge): Promise<ChargeOutcome> {
    const terms = this.accounts.terms.get(charge.companyId);
    if (!terms) return { refused: 'no-terms' };
    if (terms.poRequired && charge.poNumber === undefined) {
      return { refused: 'po-number-required' };
    }
    const order = this.state.orders.get(charge.orderId);
    if (!order || order.status !== 'unpaid' || order.companyId !== charge.companyId) {
      return { refused: 'order-changed' };
    }
    const invoices = this.keptOf(charge.companyId);
    const held = holdingInvoice(invoices, charge.now);
    if (held !== undefined) return { refused: 'on-hold', invoiceNumber: held };
    const open = openBalanceOf(invoices);
    if (!fitsCreditLimit(terms.creditLimitCents, open, toCents(order.toolPrice))) {
      return {
        refused: 'over-credit-limit',
        availableCents: availableCredit(terms.creditLimitCents, open),
      };
    }
    const account = { netDays: terms.netDays, poNumber: charge.poNumber };
    const txId = onAccountTransactionId(order._id);
    if (this.orders.markPaidNow(order._id, txId, charge.actor, account) !== 1) {
      return { refused: 'order-changed' };
    }
    const invoice = this.state.invoices.get(order._id);
    if (!invoice?.account) throw new Error('The order just confirmed has no invoice on account');
    this.accounts.invoices.push({
      companyId: charge.companyId,
      number: invoice.number,
      orderId: order._id,
      orderNumber: order.number,
      issuedAt: invoice.issuedAt,
      dueDate: invoice.account.dueDate,
      ...(charge.poNumber !== undefined && { poNumber: charge.poNumber }),
      totalCents: invoice.totalCents,
    });
    return { confirmed: structuredClone(order) };
  }

  async invoicesOf(companyId: string): Promise<KeptAccountInvoice[]> {
    return this.keptOf(companyId);
  }

  async beginSettlement(settlement: NewSettlement): Promise<SettlementOutcome> {
    const { companyId, invoiceNumbers } = settlement;
    const amounts = settlementAmounts(
      this.keptOf(companyId),
      invoiceNumbers,
      settlement.amountCents,
    );
    if ('refused' in amounts) return amounts;
    const settlementId = newId();
    this.accounts.settlements.set(settlementId, {
      companyId,
      invoiceNumbers: [...invoiceNumbers],
      amountsCents: amounts.amountsCents,
      amountCents: amounts.sumCents,
    });
    return { begun: { settlementId } };
  }

  async findSettlement(settlementId: string): Promise<KeptSettlement | undefined> {
    const kept = this.accounts.settlements.get(settlementId);
    if (!kept) return undefined;
    const { amountsCents: _each, invoiceNumbers, transactionId, ...rest } = kept;
    return { settlementId, ...rest, invoiceNumbers: [...invoiceNumbers], transactionId };
  }

  async settle(settlementId: string, transactionId: string, actor: string): Promise<SettleOutcome> {
    const kept = this.accounts.settlements.get(settlementId);
    if (!kept) return { refused: 'no-such-settlement' };
    if (kept.transactionId === transactionId) return { already: [...kept.invoiceNumbers] };
    if (kept.transactionId !== undefined) return { refused: 'settled-by-another-payment' };
    const byNumber = new Map(this.keptOf(kept.companyId).map((one) => [one.number, one]));
    const changed = kept.invoiceNumbers.find((number, at) => {
      const invoice = byNumber.get(number);
      return !invoice || balanceOf(invoice) !== kept.amountsCents[at];
    });
    if (changed !== undefined) return { refused: 'invoice-paid', invoiceNumber: changed };
    kept.invoiceNumbers.forEach((invoiceNumber, at) =>
      this.accounts.payments.push({
        invoiceNumber,
        amountCents: kept.amountsCents[at] ?? 0,
        actor,
      }),
    );
    kept.transactionId = transactionId;
    this.markPaidOrders(kept.companyId);
    return { settled: [...kept.invoiceNumbers] };
  }

  async recordTransfer(transfer: NewTransfer): Promise<TransferOutcome> {
    const invoices = this.keptOf(transfer.companyId);
    const outcome = allocateTransfer(invoices, transfer.invoiceNumbers, transfer.amountCents);
    if (!('allocations' in outcome)) return outcome;
    for (const { invoiceNumber, amountCents } of outcome.allocations) {
      this.accounts.payments.push({ invoiceNumber, amountCents, actor: transfer.actor });
    }
    this.markPaidOrders(transfer.companyId);
    return { recorded: paidBy(invoices, outcome.allocations) };
  }

  /**
   * Orders whose invoice a payment just cleared say so from now on, as the SQL store reads
   * them: the day of the payment that cleared it.
   */
  private markPaidOrders(companyId: string): void {
    const today = this.state.now().toISOString().slice(0, 10);
    for (const invoice of this.keptOf(companyId)) {
      const order = this.state.orders.get(invoice.orderId);
      if (!order?.account || order.account.paidOn) continue;
      if (invoice.paidCents === 0 || balanceOf(invoice) > 0) continue;
      order.account = { ...order.account, paidOn: today };
    }
  }

  /** The company's invoices with what was paid and credited on each, newest first. */
  private keptOf(companyId: string): KeptAccountInvoice[] {
    return accountInvoicesOf(this.state)
      .filter((invoice) => invoice.companyId === companyId)
      .map(({ companyId: _company, ...invoice }) => invoice)
      .reverse();
  }
}
