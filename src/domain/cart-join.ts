// What joining a visitor's cart to the account's at sign-in did, in one sentence: how many
// tools joined, which quantities had to be lowered to the stock, and what could not join.
import type { CartLine, StoredCartLine } from './cart';

const tools = (n: number): string => (n === 1 ? '1 tool' : `${n} tools`);

export function joinedCartSentence(
  before: readonly StoredCartLine[],
  visitor: readonly StoredCartLine[],
  after: readonly CartLine[],
): string {
  const capped: string[] = [];
  let left = 0;
  for (const line of visitor) {
    const wanted = (before.find((l) => l.toolId === line.toolId)?.qty ?? 0) + line.qty;
    const joined = after.find((l) => l.toolId === line.toolId);
    if (joined === undefined) left += 1;
    else if (joined.qty < wanted) capped.push(`${joined.toolName} is capped at ${joined.qty}`);
  }
  const parts = [`The ${tools(visitor.length)} you chose before signing in joined your cart`];
  if (capped.length > 0) parts.push(`${capped.join(', ')}, all we have in stock`);
  if (left > 0) parts.push(`${tools(left)} could not join (no longer sold or out of stock)`);
  return `${parts.join('; ')}.`;
}
