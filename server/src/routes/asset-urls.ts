// Images the API serves itself are stored as paths (/images/…) so the data survives a
// change of host or port; clients on another origin get them as absolute URLs.
import type { Cart } from '../../../src/domain/cart';
import type { Order } from '../../../src/domain/order';
import type { Tool } from '../../../src/domain/tool';

const imagesPath = '/images/';

function absoluteAssetUrl(publicUrl: string, img: string): string {
  return img.startsWith(imagesPath) ? `${publicUrl}${img}` : img;
}

export const presentTool = (publicUrl: string, tool: Tool): Tool => ({
  ...tool,
  img: absoluteAssetUrl(publicUrl, tool.img),
});

export const presentOrder = (publicUrl: string, order: Order): Order => ({
  ...order,
  toolImg: absoluteAssetUrl(publicUrl, order.toolImg),
});

export const presentCart = (publicUrl: string, cart: Cart): Cart => ({
  ...cart,
  lines: cart.lines.map((line) => ({
    ...line,
    toolImg: absoluteAssetUrl(publicUrl, line.toolImg),
  })),
});
