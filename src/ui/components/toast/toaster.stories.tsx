import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { narrowScreen } from '../../storybook/narrow-screen';
import { notify, type ToastKind } from './toast-requests';
import { Toaster } from './toaster';

function ToastDemo({ message, kind }: { message: string; kind: ToastKind }) {
  return (
    <>
      <Button onClick={() => void notify(message, kind)}>Show toast</Button>
      <Toaster />
    </>
  );
}

const meta = {
  title: 'Components/Toaster',
  component: ToastDemo,
  args: { message: "we'll get back to you shortly!", kind: 'success' },
  argTypes: { kind: { control: 'inline-radio', options: ['success', 'error', 'info'] } },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const toast = await screen.findByRole('alert');
    await expect(toast).toHaveTextContent(args.message);
    const container = toast.closest('.Toastify__toast-container');
    await expect(container).toHaveClass('Toastify__toast-container--top-right');
    await expect(toast).toHaveClass('Toastify__toast-theme--light');
    // The progress bar runs for the auto-close delay.
    await waitFor(() =>
      expect(container?.querySelector('[role="progressbar"]')).toHaveStyle({
        animationDuration: '5000ms',
      }),
    );
  },
};

export const Error: Story = {
  args: { message: 'failed to add a tool', kind: 'error' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const toasts = await screen.findAllByRole('alert');
    await expect(toasts.some((t) => t.textContent?.includes('failed to add a tool'))).toBe(true);
  },
};

export const LongTextNarrow: Story = {
  args: {
    message:
      'Successfully made an admin maximiliana.bartholomew-featherstonehaugh@paintco-supplies.test',
  },
  decorators: [narrowScreen],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const toasts = await screen.findAllByRole('alert');
    await expect(toasts.some((t) => t.textContent?.includes('featherstonehaugh'))).toBe(true);
  },
};
