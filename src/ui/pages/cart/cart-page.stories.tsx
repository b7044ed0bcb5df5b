import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { aboveAvailableMessage } from '../../../domain/quantity';
import { DEMO_CUSTOMER, DEMO_TOOL_IDS } from '../../../testing/demo-orders';
import { createMemoryWorld, type MemoryWorld } from '../../../testing/memory-world';
import type { VisitorCartPort } from '../../../ports/visitor-cart.port';
import { loaded, LOADING, mapLoaded } from '../../data/load-view';
import { cartActionsFor } from '../../../machines/table-actions';
import { narrowScreen } from '../../storybook/narrow-screen';
import { CartPage, SIGN_IN_TO_CHECK_OUT } from './cart-page';

/** The demo customer signed in on the in-memory store, with a cart `prepare` fills. */
async function customerCart(prepare?: (world: MemoryWorld) => Promise<void> | void) {
  const world = createMemoryWorld();
  await world.signInAs('customer');
  await prepare?.(world);
  return { world, view: await cartView(world.api) };
}

/** The cart as the route's loader reads it. */
async function cartView(api: Pick<VisitorCartPort, 'getCart'>) {
  const answer = await api.getCart();
  if (!answer.ok) throw new Error('The cart could not be read');
  return loaded({ cart: answer.value });
}

type Store = Awaited<ReturnType<typeof customerCart>>;

const threeTools = async (world: MemoryWorld) => {
  await world.api.addToCart({ toolId: DEMO_TOOL_IDS.sashBrush, qty: 20 });
  await world.api.addToCart({ toolId: DEMO_TOOL_IDS.paintRoller, qty: 10 });
  await world.api.addToCart({ toolId: DEMO_TOOL_IDS.paintTray, qty: 10 });
};

const meta = {
  title: 'Pages/Cart',
  loaders: [() => customerCart()],
  render: (_args, { loaded: store }) => (
    <CartPage
      view={(store as Store).view}
      api={(store as Store).world.api}
      lineActions={cartActionsFor((store as Store).world.api)}
      customer={DEMO_CUSTOMER}
      onCheckedOut={fn()}
    />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your cart is empty.')).toBeVisible();
  },
};

export const Lines: Story = {
  loaders: [() => customerCart(threeTools)],
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Check out' })).toBeVisible();
  },
};

export const LinesNarrow: Story = { ...Lines, decorators: [narrowScreen] };

/** Someone bought most of the stock after the line was added: the spec's sentence. */
export const LineWithAProblem: Story = {
  loaders: [
    () =>
      customerCart(async (world) => {
        await world.api.addToCart({ toolId: DEMO_TOOL_IDS.sashBrush, qty: 30 });
        const tool = world.state.tools.get(DEMO_TOOL_IDS.sashBrush);
        if (tool) tool.availableQty = 25;
      }),
  ],
  play: async ({ canvas }) => {
    const tool = { name: 'Angled Sash Brush 2"', minQty: 20, availableQty: 25 };
    const line = await canvas.findByRole('listitem');
    await expect(line).toHaveTextContent(aboveAvailableMessage(tool));
    await expect(canvas.getByText(/Fix or remove the lines/)).toBeVisible();
  },
};

/** 30 sash brushes, 25 in stock, backorders taken: the line and the checkout column say so. */
export const Backordered: Story = {
  loaders: [
    () =>
      customerCart(async (world) => {
        const tool = world.state.tools.get(DEMO_TOOL_IDS.sashBrush);
        if (tool) Object.assign(tool, { availableQty: 25, backorderUntil: '2099-01-15' });
        await world.api.addToCart({ toolId: DEMO_TOOL_IDS.sashBrush, qty: 30 });
      }),
  ],
  play: async ({ canvas }) => {
    const note = '5 backordered, expected 15 Jan 2099';
    await expect(await canvas.findByRole('listitem', { name: /Sash Brush/ })).toHaveTextContent(
      note,
    );
    const waiting = canvas.getByRole('list', { name: 'Backordered' });
    await expect(waiting).toHaveTextContent(`Angled Sash Brush 2": ${note}`);
  },
};

export const BackorderedNarrow: Story = { ...Backordered, decorators: [narrowScreen] };

export const Loading: Story = {
  render: () => <CartPage view={LOADING} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your cart')).toBeVisible();
  },
};

export const Failed: Story = {
  render: () => <CartPage view={{ status: 'failed', error: { kind: 'network' }, retry: fn() }} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your cart could not be loaded')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** A roller at 12 a unit, 10.80 from 100: the line says how many more reach the break. */
export const NextTier: Story = {
  loaders: [
    () =>
      customerCart(async (world) => {
        const roller = world.state.tools.get(DEMO_TOOL_IDS.paintRoller);
        if (roller) roller.tiers = [{ fromQty: 100, price: 10.8 }];
        await world.api.addToCart({ toolId: DEMO_TOOL_IDS.paintRoller, qty: 60 });
      }),
  ],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Add 40 more for $10.80 / unit')).toBeVisible();
  },
};

/** A visitor's cart (kept in the browser): the lines, and Sign in to check out. */
export const Visitor: Story = {
  loaders: [
    async () => {
      const world = createMemoryWorld();
      const cart = await world.ports.loadVisitorCart();
      await cart.addToCart({ toolId: DEMO_TOOL_IDS.paintRoller, qty: 10 });
      await cart.addToCart({ toolId: DEMO_TOOL_IDS.paintTray, qty: 10 });
      return { cart, view: await cartView(cart) };
    },
  ],
  render: (_args, { loaded: visitor }) => (
    <CartPage
      view={(visitor as { view: Awaited<ReturnType<typeof cartView>> }).view}
      api={{ ...(visitor as { cart: VisitorCartPort }).cart, checkOut: fn() }}
      lineActions={cartActionsFor((visitor as { cart: VisitorCartPort }).cart)}
      customer={undefined}
      onCheckedOut={fn()}
    />
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: SIGN_IN_TO_CHECK_OUT })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Check out' })).toBeNull();
  },
};

/** A visitor's cart joined at sign-in: one sentence, with the quantity the stock capped. */
export const JoinedAtSignIn: Story = {
  loaders: [() => customerCart(threeTools)],
  render: (_args, { loaded: store }) => (
    <CartPage
      view={mapLoaded((store as Store).view, (data) => ({
        ...data,
        joinNotice:
          'The 2 tools you chose before signing in joined your cart; Pro Paint Roller 9" is capped at 40, all we have in stock.',
      }))}
      api={(store as Store).world.api}
      lineActions={cartActionsFor((store as Store).world.api)}
      customer={DEMO_CUSTOMER}
      onCheckedOut={fn()}
    />
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/is capped at 40/)).toHaveAttribute('role', 'status');
  },
};
