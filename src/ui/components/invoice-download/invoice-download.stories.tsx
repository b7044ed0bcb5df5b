import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fail, ok, type Result } from '../../../domain/result';
import type { ApiError } from '../../../ports/api.port';
import { InvoiceDownload } from './invoice-download';

const pdf = () => ok(new Blob(['%PDF-1.4\n'], { type: 'application/pdf' }));

const meta = {
  title: 'Components/InvoiceDownload',
  component: InvoiceDownload,
  args: {
    invoiceNumber: 'INV-2026-000001',
    download: async (): Promise<Result<Blob, ApiError>> => pdf(),
    save: fn(),
  },
} satisfies Meta<typeof InvoiceDownload>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: 'Download invoice INV-2026-000001' }),
    ).toHaveTextContent('Download invoice');
  },
};

export const Preparing: Story = {
  args: { download: () => new Promise(() => undefined) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Download invoice INV-2026-000001' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Preparing INV-2026-000001.pdf…');
  },
};

export const Downloaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Download invoice/ }));
    await expect(await canvas.findByText('INV-2026-000001.pdf is downloaded.')).toBeVisible();
    await expect(args.save).toHaveBeenCalledWith(expect.any(Blob), 'INV-2026-000001.pdf');
  },
};

export const NotFound: Story = {
  args: {
    download: async () =>
      fail({
        kind: 'not-found' as const,
        message: 'There is no invoice for that order: it is issued once it is paid.',
      }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Download invoice/ }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Invoice INV-2026-000001 could not be downloaded. There is no invoice for that order',
    );
    await expect(args.save).not.toHaveBeenCalled();
  },
};

export const Offline: Story = {
  args: { download: async () => fail({ kind: 'network' as const }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Download invoice/ }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Invoice INV-2026-000001 could not be downloaded.',
    );
    // The button stays, so the person can try again.
    await expect(canvas.getByRole('button', { name: /Download invoice/ })).not.toHaveAttribute(
      'aria-busy',
    );
  },
};
