import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { cartLineOf } from '../../../domain/cart';
import { formatAmount } from '../../../domain/money';
import { DEMO_TOOL_IDS } from '../../../testing/demo-orders';
import { demoTool } from '../../../testing/demo-tools';
import { narrowScreen } from '../../storybook/narrow-screen';
import { CartLineItem } from './cart-line';

/** The demo roller with the breaks: $10.80 from 100, $9.60 from 500. */
const roller = {
  ...demoTool(DEMO_TOOL_IDS.paintRoller),
  availableQty: 1000,
  tiers: [
    { fromQty: 100, price: 10.8 },
    { fromQty: 500, price: 9.6 },
  ],
};

const meta = {
  title: 'Pages/Cart/Line',
  component: CartLineItem,
  args: {
    line: cartLineOf({ toolId: roller._id, qty: 60 }, roller),
    onQty: fn(),
    onRemove: fn(),
  },
  decorators: [
    (Story) => (
      <ul style={{ listStyle: 'none', padding: 0, maxWidth: 720 }}>
        <Story />
      </ul>
    ),
  ],
} satisfies Meta<typeof CartLineItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const line = canvas.getByRole('listitem', { name: roller.name });
    await expect(line.querySelector('img')).toHaveAttribute('src', roller.img);
    await expect(canvas.getByRole('link', { name: roller.name })).toHaveAttribute(
      'href',
      `/tool/${roller._id}`,
    );
    await expect(line).toHaveTextContent(`Line total ${formatAmount(roller.price * 60)}`);
    await expect(canvas.getByText('Add 40 more for $10.80 / unit')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: `Increase quantity for ${roller.name}` }),
    );
    await expect(args.onQty).toHaveBeenCalledWith(61);
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${roller.name}` }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

/** At a break: the tier's unit price, and the line total at it. */
export const AtATier: Story = {
  args: { line: cartLineOf({ toolId: roller._id, qty: 100 }, roller) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$10.80 / unit · Volume price from 100 units')).toBeVisible();
    await expect(canvas.getByRole('listitem')).toHaveTextContent('Line total $1,080.00');
  },
};

/** A company buyer's line: the contract price, and which list it comes from until when. */
export const ContractPrice: Story = {
  args: {
    line: cartLineOf({ toolId: roller._id, qty: 60 }, roller, {
      now: new Date('2026-06-15T12:00:00Z'),
      buyer: {
        companyId: 'acme',
        companyName: 'Acme Painting',
        list: {
          companyId: 'acme',
          companyName: 'Acme Painting',
          validFrom: '2026-01-01',
          validUntil: '2026-12-31',
          prices: [{ toolId: roller._id, kind: 'percent-off', value: 10, tiers: [] }],
          updatedAt: '2026-01-01T00:00:00.000Z',
        },
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        '$10.80 / unit · Contract price for Acme Painting (10 % off) until 31 Dec 2026',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('listitem')).toHaveTextContent('Line total $648.00');
  },
};

/** A tool deleted since it was added: no stepper, the sentence, and Remove. */
export const NoLongerSold: Story = {
  args: { line: cartLineOf({ toolId: roller._id, qty: 5, toolName: 'Old Sprayer' }, undefined) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('spinbutton')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Remove Old Sprayer' })).toBeVisible();
  },
};

/** More than the stock of a tool taking backorders: the line says how many wait, and until when. */
export const Backordered: Story = {
  args: {
    line: cartLineOf(
      { toolId: roller._id, qty: 60 },
      { ...roller, availableQty: 40, backorderUntil: '2027-01-15' },
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('20 backordered, expected 15 Jan 2027')).toBeVisible();
  },
};

export const Narrow: Story = { ...Default, decorators: [narrowScreen] };
