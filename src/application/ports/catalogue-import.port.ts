// The catalogue as an import sees it: every tool, and one step that checks the rows against
// the catalogue as it is and writes them all, or nothing.
import type { ImportedTool } from '../../domain/catalogue-import';
import type { Result } from '../../domain/result';
import type { Tool } from '../../domain/tool';

/** What an import writes, and the audit entry's subject (the counts). */
export interface CatalogueWrites {
  readonly create: readonly ImportedTool[];
  readonly update: readonly Tool[];
  readonly auditSubject: string;
}

export interface CatalogueImportStore {
  /** Every tool, as stored now. */
  list(): Promise<Tool[]>;
  /**
   * Holds the whole catalogue (no other write of a tool, an order's stock included, runs
   * meanwhile), asks `decide` about it, and writes what it answers in one transaction with
   * the audit entry by `actor`. Nothing is written when `decide` refuses, or when it
   * answers nothing to create or change (no audit entry then either).
   */
  apply<A, R>(
    actor: string,
    decide: (tools: readonly Tool[]) => Result<{ writes: CatalogueWrites; answer: A }, R>,
  ): Promise<Result<A, R>>;
}
