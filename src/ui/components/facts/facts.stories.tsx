import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { narrowScreen } from '../../storybook/narrow-screen';
import { Fact, Facts } from './facts';

const meta = {
  title: 'Components/Facts',
  component: Facts,
  args: {
    children: (
      <>
        <Fact name="Order">#1042</Fact>
        <Fact name="Tool">Pro Paint Roller 9"</Fact>
        <Fact name="Total" strong>
          $900
        </Fact>
        <Fact name="Transaction id">pi_3Nf8flat80brushesWithAVeryLongIdThatMustWrap</Fact>
      </>
    ),
  },
} satisfies Meta<typeof Facts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const total = canvas.getByText('$900');
    await expect(total.tagName).toBe('DD');
    await expect(total.previousElementSibling).toHaveTextContent('Total');
  },
};

/** At 320 px a long transaction id wraps inside its column (see it in Storybook). */
export const Narrow: Story = {
  decorators: [narrowScreen],
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^pi_3Nf8/)).toBeVisible();
  },
};
