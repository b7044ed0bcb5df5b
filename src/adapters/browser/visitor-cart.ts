// A visitor's cart: the cart's own use cases (the ones the API server runs for a customer),
// over lines kept in the browser and the catalogue as the public API answers it. So a line
// is checked by the same rules, priced at the same tiers and refused with the same sentences
// before sign-in as after. Loaded on the first cart call of a visitor, never with the home page.
import { removeFromCart, addToCart, setCartQty } from '../../application/cart/change-cart';
import { viewCart } from '../../application/cart/view-cart';
import type { ToolCatalog } from '../../application/ports/tool-catalog.port';
import type { Viewer } from '../../application/viewer';
import { fail, ok, type Result } from '../../domain/result';
import type { Refusal } from '../../application/refusals';
import type { ApiError, ApiPort, ApiResult } from '../../ports/api.port';
import type { VisitorCartPort } from '../../ports/visitor-cart.port';
import { answerOf } from '../memory/api-errors';
import { CartStoreLocalStorage } from './cart-store.local-storage';
import type { CartStorage } from './visitor-cart-storage';

const VISITOR: Viewer = { email: 'visitor', isAdmin: false, adminNeedsVerifiedEmail: false };

/** The tools as `GET /tool/{id}` answers them; a tool that is gone reads as absent. */
export function catalogueOver(api: Pick<ApiPort, 'getTool'>): ToolCatalog {
  return {
    async findById(id) {
      const answer = await api.getTool(id);
      if (answer.ok) return answer.value;
      if (answer.error.kind === 'not-found' || answer.error.kind === 'invalid') return undefined;
      throw new CatalogueUnreachable(answer.error);
    },
  };
}

/** The catalogue could not be read: the call answers why, and the cart stays as it was. */
class CatalogueUnreachable extends Error {
  constructor(readonly error: ApiError) {
    super('The catalogue could not be read');
  }
}

export function createVisitorCart(storage: () => CartStorage, tools: ToolCatalog): VisitorCartPort {
  const store = new CartStoreLocalStorage(storage);
  // A visitor belongs to no company: the store's prices, whatever the day.
  const deps = {
    carts: store,
    tools,
    priceLists: { termsOf: async () => undefined },
    now: () => new Date(),
  };

  async function run<T>(work: () => Promise<Result<T, Refusal>>): ApiResult<T> {
    try {
      return answerOf(await work());
    } catch (error) {
      if (error instanceof CatalogueUnreachable) return fail(error.error);
      throw error;
    }
  }

  return {
    getCart: () => run(async () => ok(await viewCart(deps, VISITOR))),
    addToCart: (line) => run(() => addToCart(deps, VISITOR, line)),
    setCartQty: (toolId, qty) => run(() => setCartQty(deps, VISITOR, toolId, { qty })),
    removeFromCart: (toolId) => run(() => removeFromCart(deps, VISITOR, toolId)),
    lines: () => store.read().map(({ toolId, qty }) => ({ toolId, qty })),
    clear: () => store.clear(),
  };
}

/** The visitor's cart in this browser's local storage, over the API's public tool calls. */
export const createBrowserVisitorCart = (api: Pick<ApiPort, 'getTool'>): VisitorCartPort =>
  createVisitorCart(() => window.localStorage, catalogueOver(api));
