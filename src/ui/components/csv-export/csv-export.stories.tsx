import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fail, ok, type Result } from '../../../domain/result';
import type { ApiError } from '../../../ports/api.port';
import { CsvExport } from './csv-export';

const meta = {
  title: 'Components/CsvExport',
  component: CsvExport,
  args: {
    kind: 'orders',
    download: async (): Promise<Result<Blob, ApiError>> => ok(new Blob(['Order\r\n'])),
  },
} satisfies Meta<typeof CsvExport>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Orders: Story = {};

export const Tools: Story = { args: { kind: 'tools' } };

export const Refused: Story = {
  args: {
    download: async () =>
      fail({ kind: 'server' as const, message: 'The store ran into a problem.' }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Download CSV' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The file could not be made. The store ran into a problem.',
    );
  },
};
