import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../../domain/result';
import { CsvExport } from './csv-export';

describe('CsvExport', () => {
  it('asks for the days picked and says the file is downloaded', async () => {
    const download = vi.fn(async () => ok(new Blob(['Order\r\n'])));
    URL.createObjectURL = vi.fn(() => 'blob:orders');
    URL.revokeObjectURL = vi.fn();
    render(<CsvExport kind="orders" download={download} />);

    await userEvent.type(screen.getByLabelText('From'), '2026-11-01');
    await userEvent.type(screen.getByLabelText('To'), '2026-11-23');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));

    expect(download).toHaveBeenCalledWith({ from: '2026-11-01', to: '2026-11-23' });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'orders-2026-11-01-to-2026-11-23.csv is downloaded.',
    );
  });

  it('names the credit notes it downloads, in its heading, button and file', async () => {
    const download = vi.fn(async () => ok(new Blob(['Credit note\r\n'])));
    URL.createObjectURL = vi.fn(() => 'blob:notes');
    URL.revokeObjectURL = vi.fn();
    render(<CsvExport kind="credit-notes" download={download} />);

    expect(screen.getByRole('heading', { name: 'Export credit notes as CSV' })).toBeVisible();
    await userEvent.type(screen.getByLabelText('From'), '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV of credit notes' }));

    expect(download).toHaveBeenCalledWith({ from: '2026-11-01', to: '' });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'credit-notes-2026-11-01-to-today.csv is downloaded.',
    );
  });

  it('refuses days in the wrong order without asking the API', async () => {
    const download = vi.fn(async () => ok(new Blob([])));
    render(<CsvExport kind="orders" download={download} />);

    await userEvent.type(screen.getByLabelText('From'), '2026-11-23');
    await userEvent.type(screen.getByLabelText('To'), '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));

    expect(screen.getByRole('alert')).toHaveTextContent('From must be on or before To');
    expect(download).not.toHaveBeenCalled();
  });

  it('says why the file could not be made', async () => {
    const download = vi.fn(async () =>
      fail({ kind: 'forbidden' as const, message: 'Only an admin can do that.' }),
    );
    render(<CsvExport kind="tools" download={download} />);

    expect(screen.queryByLabelText('From')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file could not be made. Only an admin can do that.',
    );
  });
});
