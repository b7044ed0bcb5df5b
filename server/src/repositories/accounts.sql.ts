// Companies' accounts on the SQL client (migration 035). Putting an order on account locks
// the company's terms row first, so two checkouts of one company, from any API process,
// are checked against its credit limit one after the other; paying invoices locks their
// rows (in number order, so two payments sharing invoices queue instead of deadlocking).
import {
  holdingInvoice,
  balanceOf,
  openBalanceOf,
  settlementAmounts,
  type KeptAccountInvoice,
} from '../../../src/domain/account-statement';
import {
  availableCredit,
  fitsCreditLimit,
  onAccountTransactionId,
  type AccountTerms,
} from '../../../src/domain/account-terms';
import { DEMO_INVOICE_TERMS, type InvoiceTerms } from '../../../src/domain/invoice';
import { LOCAL_SITE_URL } from '../../../src/domain/mail-links';
import { toCents } from '../../../src/domain/money';
import { allocateTransfer, paidBy } from '../../../src/domain/transfer-allocation';
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
} from '../../../src/application/ports/account-store.port';
import type { SqlClient, SqlExecutor, SqlValue } from '../db/sql-client.port';
import { markOrderPaid, orderById } from './orders.sql';
import { iso, mustExist, returnedId, selecting, type RowOf } from './sql-row';

/** The company's terms; `lock` 'FOR UPDATE' takes the company's lock (chargeToAccount). */
async function termsIn(db: SqlExecutor, companyId: string, lock = '') {
  const rows = await db.query<AccountTerms>(
    `SELECT net_days AS "netDays", credit_limit_cents::float8 AS "creditLimitCents",
            po_required AS "poRequired"
     FROM company_terms WHERE company_id = $1 ${lock}`,
    [companyId],
  );
  return rows[0];
}

type InvoiceRow = RowOf<KeptAccountInvoice, 'issuedAt'>;

const invoiceColumns = `a.invoice_number AS number, a.order_id::text AS "orderId",
  (i.snapshot->>'orderNumber')::int AS "orderNumber", a.issued_at AS "issuedAt",
  to_char(a.due_on, 'YYYY-MM-DD') AS "dueDate", a.po_number AS "poNumber",
  a.total_cents::float8 AS "totalCents",
  coalesce((SELECT sum(p.amount_cents) FROM invoice_payments p
            WHERE p.invoice_number = a.invoice_number), 0)::float8 AS "paidCents",
  coalesce((SELECT sum(c.total_cents) FROM credit_notes c
            WHERE c.invoice_number = a.invoice_number), 0)::float8 AS "creditedCents"`;
const invoiceSources = 'account_invoices a JOIN invoices i ON i.number = a.invoice_number';

function toKept({ poNumber, issuedAt, ...row }: InvoiceRow): KeptAccountInvoice {
  const kept = { ...row, issuedAt: iso(issuedAt) };
  return poNumber === null ? kept : { ...kept, poNumber };
}

const selectInvoices = selecting(invoiceColumns, invoiceSources, toKept);

const invoicesWhere = (
  db: SqlExecutor,
  where: string,
  values: readonly SqlValue[],
): Promise<KeptAccountInvoice[]> =>
  selectInvoices(db, `WHERE ${where} ORDER BY a.issued_at DESC, a.invoice_number DESC`, values);

const companyInvoices = (db: SqlExecutor, companyId: string) =>
  invoicesWhere(db, 'a.company_id = $1', [companyId]);

/** The company's named invoices, their rows locked in number order. */
async function lockInvoices(
  tx: SqlExecutor,
  companyId: string,
  numbers: readonly string[],
): Promise<KeptAccountInvoice[]> {
  await tx.query(
    `SELECT 1 FROM account_invoices WHERE company_id = $1 AND invoice_number = ANY($2::text[])
     ORDER BY invoice_number FOR UPDATE`,
    [companyId, numbers],
  );
  return invoicesWhere(tx, 'a.company_id = $1 AND a.invoice_number = ANY($2::text[])', [
    companyId,
    numbers,
  ]);
}

type SettlementRow = RowOf<KeptSettlement & { amountsCents: number[] }>;

const settlementColumns = `id::text AS "settlementId", company_id::text AS "companyId",
  invoice_numbers AS "invoiceNumbers", amounts_cents::float8[] AS "amountsCents",
  amount_cents::float8 AS "amountCents", transaction_id AS "transactionId"`;

async function findSettlementIn(
  db: SqlExecutor,
  settlementId: string,
  lock = '',
): Promise<(KeptSettlement & { amountsCents: number[] }) | undefined> {
  const rows = await db.query<SettlementRow>(
    `SELECT ${settlementColumns} FROM invoice_settlements WHERE id = $1 ${lock}`,
    [settlementId],
  );
  return rows[0] && toSettlement(rows[0]);
}

/** AccountStore.settle inside `tx`: every invoice of the settlement paid, or none. */
async function settleWithin(
  tx: SqlExecutor,
  settlementId: string,
  transactionId: string,
  actor: string,
): Promise<SettleOutcome> {
  const kept = await findSettlementIn(tx, settlementId, 'FOR UPDATE');
  if (!kept) return { refused: 'no-such-settlement' };
  if (kept.transactionId === transactionId) return { already: kept.invoiceNumbers };
  if (kept.transactionId !== undefined) return { refused: 'settled-by-another-payment' };
  const invoices = await lockInvoices(tx, kept.companyId, kept.invoiceNumbers);
  const byNumber = new Map(invoices.map((invoice) => [invoice.number, invoice]));
  // Paid otherwise since the payment began (a transfer, a credit note): this card payment
  // is more than is owed, and settles none of them.
  const changed = kept.invoiceNumbers.find((number, at) => {
    const invoice = byNumber.get(number);
    return !invoice || balanceOf(invoice) !== kept.amountsCents[at];
  });
  if (changed !== undefined) return { refused: 'invoice-paid', invoiceNumber: changed };
  await tx.query(
    `INSERT INTO invoice_payments
       (invoice_number, amount_cents, method, reference, settlement_id, actor)
     SELECT n, a, 'card', $3, $4, $5 FROM unnest($1::text[], $2::bigint[]) AS p(n, a)`,
    [kept.invoiceNumbers, kept.amountsCents, transactionId, settlementId, actor],
  );
  await tx.query(
    `UPDATE invoice_settlements SET transaction_id = $2, settled_at = clock_timestamp()
     WHERE id = $1`,
    [settlementId, transactionId],
  );
  return { settled: kept.invoiceNumbers };
}

/** Recording a card payment of invoices inside another transaction (the local gateway's). */
export const invoiceSettlementsSql = (
  tx: SqlExecutor,
): Pick<AccountStore, 'findSettlement' | 'settle'> => ({
  findSettlement: (id) => findSettlementIn(tx, id),
  settle: (id, transactionId, actor) => settleWithin(tx, id, transactionId, actor),
});

export class AccountsSql implements AccountStore {
  constructor(
    private readonly db: SqlClient,
    /** What the invoice issued with each order on account says of the seller and the tax. */
    private readonly invoiceTerms: InvoiceTerms = DEMO_INVOICE_TERMS,
    private readonly siteUrl: string = LOCAL_SITE_URL,
  ) {}

  termsOf(companyId: string): Promise<AccountTerms | undefined> {
    return termsIn(this.db, companyId);
  }

  async setTerms(companyId: string, terms: AccountTerms | null): Promise<void> {
    if (terms === null) {
      await this.db.query('DELETE FROM company_terms WHERE company_id = $1', [companyId]);
      return;
    }
    await this.db.query(
      `INSERT INTO company_terms (company_id, net_days, credit_limit_cents, po_required)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (company_id) DO UPDATE SET net_days = $2, credit_limit_cents = $3,
         po_required = $4, updated_at = clock_timestamp()`,
      [companyId, terms.netDays, terms.creditLimitCents, terms.poRequired],
    );
  }

  chargeToAccount(charge: AccountCharge): Promise<ChargeOutcome> {
    return this.db.transaction(async (tx): Promise<ChargeOutcome> => {
      // The company's lock: every other order on its account waits here until this commits.
      const terms = await termsIn(tx, charge.companyId, 'FOR UPDATE');
      if (!terms) return { refused: 'no-terms' };
      if (terms.poRequired && charge.poNumber === undefined) {
        return { refused: 'po-number-required' };
      }
      const order = await orderById(tx, charge.orderId, 'FOR UPDATE');
      if (!order || order.status !== 'unpaid' || order.companyId !== charge.companyId) {
        return { refused: 'order-changed' };
      }
      // Every order on account is invoiced in the transaction that confirms it, so the
      // invoices not yet paid are the whole open balance.
      const invoices = await companyInvoices(tx, charge.companyId);
      const held = holdingInvoice(invoices, charge.now);
      if (held !== undefined) return { refused: 'on-hold', invoiceNumber: held };
      const limit = terms.creditLimitCents;
      const open = openBalanceOf(invoices);
      if (!fitsCreditLimit(limit, open, toCents(order.toolPrice))) {
        return { refused: 'over-credit-limit', availableCents: availableCredit(limit, open) };
      }
      const changed = await markOrderPaid(
        tx,
        order._id,
        onAccountTransactionId(order._id),
        charge.actor,
        this.invoiceTerms,
        this.siteUrl,
        { netDays: terms.netDays, poNumber: charge.poNumber },
      );
      if (changed !== 1) return { refused: 'order-changed' };
      await tx.query(
        `INSERT INTO account_invoices
           (invoice_number, company_id, order_id, total_cents, due_on, po_number, issued_at)
         SELECT number, $2, order_id, total_cents, (snapshot->'account'->>'dueDate')::date, $3,
                issued_at
         FROM invoices WHERE order_id = $1`,
        [order._id, charge.companyId, charge.poNumber ?? null],
      );
      const confirmed = await orderById(tx, order._id);
      return { confirmed: mustExist(confirmed, 'The order just confirmed was not found') };
    });
  }

  invoicesOf(companyId: string): Promise<KeptAccountInvoice[]> {
    return companyInvoices(this.db, companyId);
  }

  beginSettlement(settlement: NewSettlement): Promise<SettlementOutcome> {
    return this.db.transaction(async (tx): Promise<SettlementOutcome> => {
      const found = await lockInvoices(tx, settlement.companyId, settlement.invoiceNumbers);
      const { invoiceNumbers, amountCents } = settlement;
      const amounts = settlementAmounts(found, invoiceNumbers, amountCents);
      if ('refused' in amounts) return amounts;
      const inserted = await tx.query<{ id: string }>(
        `INSERT INTO invoice_settlements
           (company_id, invoice_numbers, amounts_cents, amount_cents, actor)
         VALUES ($1, $2::text[], $3::bigint[], $4, $5) RETURNING id::text AS id`,
        [
          settlement.companyId,
          invoiceNumbers,
          amounts.amountsCents,
          amounts.sumCents,
          settlement.actor,
        ],
      );
      return { begun: { settlementId: returnedId(inserted) } };
    });
  }

  findSettlement(settlementId: string): Promise<KeptSettlement | undefined> {
    return findSettlementIn(this.db, settlementId);
  }

  settle(settlementId: string, transactionId: string, actor: string): Promise<SettleOutcome> {
    return this.db.transaction((tx) => settleWithin(tx, settlementId, transactionId, actor));
  }

  recordTransfer(transfer: NewTransfer): Promise<TransferOutcome> {
    return this.db.transaction(async (tx): Promise<TransferOutcome> => {
      const invoices = await lockInvoices(tx, transfer.companyId, transfer.invoiceNumbers);
      const outcome = allocateTransfer(invoices, transfer.invoiceNumbers, transfer.amountCents);
      if (!('allocations' in outcome)) return outcome;
      for (const { invoiceNumber, amountCents } of outcome.allocations) {
        await tx.query(
          `INSERT INTO invoice_payments (invoice_number, amount_cents, method, reference, actor)
           VALUES ($1, $2, 'transfer', $3, $4)`,
          [invoiceNumber, amountCents, transfer.reference, transfer.actor],
        );
      }
      return { recorded: paidBy(invoices, outcome.allocations) };
    });
  }
}

function toSettlement({ transactionId, ...row }: SettlementRow) {
  return { ...row, transactionId: transactionId ?? undefined };
}
