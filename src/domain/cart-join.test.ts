import { describe, expect, it } from 'vitest';
import type { CartLine } from './cart';
import { joinedCartSentence } from './cart-join';

const line = (toolId: string, toolName: string, qty: number) => ({ toolId, toolName, qty });

describe('the sentence about a visitor cart joining at sign-in', () => {
  it('counts the tools that joined', () => {
    const after = [line('a', 'Roller', 10), line('b', 'Tray', 4)] as unknown as CartLine[];
    expect(joinedCartSentence([], [line('a', '', 10), line('b', '', 4)], after)).toBe(
      'The 2 tools you chose before signing in joined your cart.',
    );
  });

  it('names a quantity capped at the stock, and what could not join', () => {
    const after = [line('a', 'Roller', 40)] as unknown as CartLine[];
    expect(
      joinedCartSentence([{ toolId: 'a', qty: 30 }], [line('a', '', 20), line('c', '', 5)], after),
    ).toBe(
      'The 2 tools you chose before signing in joined your cart; Roller is capped at 40, all we have in stock; 1 tool could not join (no longer sold or out of stock).',
    );
  });
});
