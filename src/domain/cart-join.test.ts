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

  it('says one tool in the singular, and adds what the account’s cart already held', () => {
    const after = [line('a', 'Roller', 30), line('z', 'Brush', 2)] as unknown as CartLine[];
    const before = [
      { toolId: 'z', qty: 2 },
      { toolId: 'a', qty: 20 },
    ];
    expect(joinedCartSentence(before, [line('a', '', 10)], after)).toBe(
      'The 1 tool you chose before signing in joined your cart.',
    );
    expect(joinedCartSentence(before, [line('a', '', 11)], after)).toBe(
      'The 1 tool you chose before signing in joined your cart; Roller is capped at 30, all we have in stock.',
    );
  });

  it('lists every capped tool, and counts the tools that could not join', () => {
    const after = [line('a', 'Roller', 4), line('b', 'Tray', 3)] as unknown as CartLine[];
    const visitor = [line('a', '', 5), line('b', '', 6), line('c', '', 1), line('d', '', 1)];
    expect(joinedCartSentence([], visitor, after)).toBe(
      'The 4 tools you chose before signing in joined your cart; Roller is capped at 4, Tray is capped at 3, all we have in stock; 2 tools could not join (no longer sold or out of stock).',
    );
  });
});
