import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { CatalogueImportReply } from '../../../domain/catalogue-import-schemas';
import { fail, ok } from '../../../domain/result';
import type { ApiError } from '../../../ports/api.port';
import { Toaster } from '../../components/toast/toaster';
import { narrowScreen } from '../../storybook/narrow-screen';
import {
  CatalogueImportPage,
  FIX_REFUSED_ROWS,
  PICK_A_FILE,
  type CatalogueImportPageProps,
} from './catalogue-import-page';

type Send = CatalogueImportPageProps['onImport'];

const FILE = new File(
  [
    'Part number,Name,Description,Price,Minimum,Stock,Pack size,Image URL\nPR-9-ROLLER,Pro Roller,A roller,12,2,40,,/images/r.svg\n',
  ],
  'catalogue.csv',
  { type: 'text/csv' },
);

const DRY_RUN: CatalogueImportReply = {
  applied: false,
  fingerprint: '0123456789abcdef0123456789ab',
  created: [{ line: 3, partNumber: 'TR-12', name: 'Paint tray 12"' }],
  changed: [{ line: 2, partNumber: 'PR-9-ROLLER', name: 'Pro Roller', fields: ['price', 'stock'] }],
  refused: [],
  unchanged: 4,
};
const REFUSED: CatalogueImportReply = {
  ...DRY_RUN,
  refused: [{ line: 5, partNumber: 'NEW 5', reason: 'Price must be a number' }],
};
const CHANGED: ApiError = {
  kind: 'invalid',
  status: 409,
  code: 'catalogue-changed',
  message:
    'The catalogue changed since your dry run (a sale, an edit or another import), so nothing was imported. Run the dry run again, then apply.',
};

const answering =
  (dry: CatalogueImportReply, apply?: ApiError): Send =>
  (input) =>
    Promise.resolve(input.dryRun ? ok(dry) : apply ? fail(apply) : ok({ ...dry, applied: true }));

const meta = {
  title: 'Pages/Dashboard/Import catalogue',
  component: CatalogueImportPage,
  args: { onImport: fn<Send>(answering(DRY_RUN)) },
  decorators: [
    (Story) => (
      <>
        <Story />
        <Toaster />
      </>
    ),
  ],
} satisfies Meta<typeof CatalogueImportPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No file yet: a dry run asks for one, and nothing can be applied. */
export const NoFile: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dry run' }));
    await expect(await canvas.findByText(PICK_A_FILE)).toBeVisible();
    await expect(args.onImport).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('button', { name: 'Apply the import' })).toBeNull();
  },
};

/** The dry run lists what would change; applying sends the dry run's fingerprint. */
export const DryRunThenApply: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.upload(canvas.getByLabelText('CSV file of tools'), FILE);
    await userEvent.click(canvas.getByRole('button', { name: 'Dry run' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Dry run: 1 tool to create, 1 to change, 0 refused, 4 unchanged',
    );
    const changes = canvas.getByRole('table', { name: 'Tools to change' });
    await expect(within(changes).getByText('Pro Roller: price, stock')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Apply the import' }));
    await expect(args.onImport).toHaveBeenLastCalledWith({
      csv: await FILE.text(),
      fingerprint: DRY_RUN.fingerprint,
    });
    await expect(await canvas.findByRole('table', { name: 'Created tools' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Apply the import' })).toBeNull();
  },
};

/** A refused row: its line and reason, and no way to apply until the file is corrected. */
export const RefusedRows: Story = {
  args: { onImport: fn<Send>(answering(REFUSED)) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.upload(canvas.getByLabelText('CSV file of tools'), FILE);
    await userEvent.click(canvas.getByRole('button', { name: 'Dry run' }));
    const refused = await canvas.findByRole('table', { name: 'Refused rows' });
    await expect(within(refused).getByText('Price must be a number')).toBeVisible();
    await expect(canvas.getByText(FIX_REFUSED_ROWS)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Apply the import' })).toBeNull();
  },
};

/** The catalogue changed after the dry run: the store's sentence, and a dry run again. */
export const CatalogueChanged: Story = {
  args: { onImport: fn<Send>(answering(DRY_RUN, CHANGED)) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.upload(canvas.getByLabelText('CSV file of tools'), FILE);
    await userEvent.click(canvas.getByRole('button', { name: 'Dry run' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Apply the import' }));
    await expect(await canvas.findByText(CHANGED.message ?? '')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Apply the import' })).toBeNull();
  },
};

/** At 375 px the tables are cards. */
export const DryRunNarrow: Story = {
  decorators: [narrowScreen],
  play: DryRunThenApply.play,
};
