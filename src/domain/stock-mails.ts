// The e-mail every admin gets when a tool's stock falls to or below its low-stock level:
// once per crossing (the database records each crossing once: migration 013).
import type { AdminMail } from './mail';
import { signedMailBody } from './mail-html';
import { MAIL_PAGES, pageUrl } from './mail-links';

export interface LowStockCrossing {
  /** The crossing's own id: the e-mail's key, so one crossing is one e-mail. */
  readonly id: string;
  readonly toolId: string;
  readonly toolName: string;
  readonly stock: number;
  readonly threshold: number;
}

/** `siteUrl`: the store's address, which the link to the tool's Edit page starts with. */
export function lowStockMail(crossing: LowStockCrossing, siteUrl: string): AdminMail {
  const before = [
    `${crossing.toolName} is running low: ${crossing.stock} left, at or below its low-stock level of ${crossing.threshold}.`,
  ];
  return {
    dedupeKey: `low-stock:${crossing.id}`,
    subject: `Low stock: ${crossing.toolName}`,
    ...signedMailBody({
      before,
      after: ['Restock it, or change its level, on its Edit page.'],
      link: {
        label: `Edit ${crossing.toolName}`,
        url: pageUrl(siteUrl, MAIL_PAGES.editTool(crossing.toolId)),
      },
    }),
  };
}
