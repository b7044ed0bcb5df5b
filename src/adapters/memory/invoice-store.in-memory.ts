// The in-memory world's invoices as the use cases read them (issued by invoice-issue).
import type { Invoice } from '../../domain/invoice';
import type { InvoiceStore } from '../../application/ports/invoice-store.port';
import type { MemoryState } from './memory-state';

export class InvoiceStoreInMemory implements InvoiceStore {
  constructor(private readonly state: MemoryState) {}

  async findByOrderId(orderId: string): Promise<Invoice | undefined> {
    return this.state.invoices.get(orderId);
  }
}
