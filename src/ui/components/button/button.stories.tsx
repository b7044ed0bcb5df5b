import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { narrowScreen } from '../../storybook/narrow-screen';
import { Button } from './button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Place order', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger'] },
    size: { control: 'inline-radio', options: ['md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Place order' });
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Cancel' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Danger: Story = {
  args: { variant: 'danger', children: 'Delete order' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete order' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Large: Story = {
  args: { size: 'lg', children: 'Explore' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Explore' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Place order' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true, children: 'Paying…' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Paying…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    // Still focusable, so keyboard users keep their place while it works.
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const SubmitInForm: Story = {
  args: { type: 'submit', children: 'Send' },
  decorators: [
    (Story) => (
      <form aria-label="Quote" onSubmit={(event) => event.preventDefault()}>
        <Story />
      </form>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
  },
};

export const LongText: Story = {
  args: {
    children: 'Order the professional angled sash brush set with the extended warranty',
  },
  decorators: [narrowScreen],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /angled sash brush/ })).toBeVisible();
  },
};

export const FullWidthNarrow: Story = {
  args: { fullWidth: true, children: 'Purchase' },
  decorators: [narrowScreen],
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Purchase' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
