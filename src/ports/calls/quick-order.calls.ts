// Quick order (issue 27): a signed-in buyer's pasted lines or CSV of part numbers and
// quantities, checked and priced, the valid ones added to the cart in one change.
import { QuickOrderInputSchema, QuickOrderReplySchema } from '../../domain/quick-order-schemas';
import { call } from './call';

export const quickOrderCalls = {
  quickOrder: call({
    method: 'post',
    path: '/cart/quick',
    access: 'signed-in',
    summary:
      'Quick order: checks and prices each "part number, quantity" line of the text (at most 500 lines, 64 KB) and adds the valid ones to your cart at once; with dryRun, only says what would be added and why not.',
    body: QuickOrderInputSchema,
    reply: QuickOrderReplySchema,
    refusals: ['invalid'],
    otherStatuses: [429],
    request: (text: string, dryRun = false) => ({ body: { text, dryRun } }),
  }),
};
