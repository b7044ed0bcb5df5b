// The e-mail every admin gets when a tool's stock falls to or below its low-stock level:
// once per crossing (the database records each crossing once: migration 013).
import type { AdminMail } from './mail';
import { mailHtml } from './mail-html';

export interface LowStockCrossing {
  /** The crossing's own id: the e-mail's key, so one crossing is one e-mail. */
  readonly id: string;
  readonly toolName: string;
  readonly stock: number;
  readonly threshold: number;
}

export function lowStockMail(crossing: LowStockCrossing): AdminMail {
  const before = [
    `${crossing.toolName} is running low: ${crossing.stock} left, at or below its low-stock level of ${crossing.threshold}.`,
  ];
  const after = ['Restock it, or change its level, from Manage Product.', 'Paint Tools'];
  return {
    dedupeKey: `low-stock:${crossing.id}`,
    subject: `Low stock: ${crossing.toolName}`,
    text: [...before, ...after].join('\n\n'),
    html: mailHtml({ before, after }),
  };
}
