// A card's main action, Add to cart: the tool's minimum, so a visitor can start a cart
// without opening the tool (the quantity can be changed in the cart). Says what happened in
// a toast; a tool whose stock is below its minimum cannot be added and says so instead.
import { useState } from 'react';
import type { Cart } from '../../../domain/cart';
import type { Tool } from '../../../domain/tool';
import type { ApiResult } from '../../../ports/api.port';
import { describeError } from '../../errors/describe-error';
import { visuallyHidden } from '../../theme/visually-hidden.css';
import { Button } from '../button/button';
import { notify } from '../toast/toast-requests';

export const addedMessage = (tool: Pick<Tool, 'name'>, qty: number): string =>
  `${qty} × ${tool.name} added to your cart`;

/** What adding a line to the cart of whoever shops answers. */
export type AddToCart = (line: { toolId: string; qty: number }) => ApiResult<Cart>;

export interface AddToCartButtonProps {
  tool: Tool;
  onAdd: AddToCart;
}

export function AddToCartButton({ tool, onAdd }: AddToCartButtonProps) {
  const [adding, setAdding] = useState(false);
  if (tool.availableQty < tool.minQty) {
    return <p>Out of stock</p>;
  }
  const add = async () => {
    setAdding(true);
    const added = await onAdd({ toolId: tool._id, qty: tool.minQty });
    setAdding(false);
    void notify(
      added.ok ? addedMessage(tool, tool.minQty) : describeError(added.error),
      added.ok ? 'success' : 'error',
    );
  };
  // Read as "Add Telescopic Extension Pole to cart"; seen as "Add to cart".
  return (
    <Button fullWidth loading={adding} onClick={() => void add()}>
      Add <span className={visuallyHidden}>{tool.name}</span> to cart
    </Button>
  );
}
