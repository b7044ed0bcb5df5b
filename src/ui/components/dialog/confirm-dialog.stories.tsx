import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { narrowScreen } from '../../storybook/narrow-screen';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    trigger: <Button variant="danger">Delete</Button>,
    title: 'Delete HVLP Spray Gun?',
    description: 'The tool leaves the catalogue. This cannot be undone.',
    confirmLabel: 'Delete',
    onConfirm: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Delete' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Delete HVLP Spray Gun?' });
    await expect(dialog).toHaveAccessibleDescription(
      'The tool leaves the catalogue. This cannot be undone.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete', hidden: false }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Cancelled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Delete' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { onConfirm: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = screen
      .getAllByRole('button', { name: 'Delete' })
      .find((b) => dialog.contains(b));
    if (!confirm) throw new TypeError('No confirm button in the dialog');
    await userEvent.click(confirm);
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // While it works, Escape does not close it.
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
  },
};

export const LongTextNarrow: Story = {
  args: {
    title:
      'Cancel the order of 1,200 Telescopic Extension Poles for Maximiliana Featherstonehaugh?',
    description:
      'The order is unpaid, so nothing is charged. The reserved stock goes back to the catalogue and the customer sees the order disappear from their list.',
    confirmLabel: 'Cancel order',
    cancelLabel: 'Keep order',
    trigger: <Button variant="danger">Cancel order</Button>,
  },
  decorators: [narrowScreen],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel order' }));
    await expect(await screen.findByRole('dialog', { name: /Telescopic/ })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Keep order' }));
  },
};
