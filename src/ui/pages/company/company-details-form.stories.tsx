import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import type { ComponentProps } from 'react';
import {
  MAX_COMPANY_ADDRESSES,
  type Company,
  type CompanyDetailsInput,
} from '../../../domain/company';
import { fail, ok } from '../../../domain/result';
import { updateCompanyFor } from '../../../machines/forms';
import type { ApiResult } from '../../../ports/api.port';
import { DEMO_MY_COMPANY } from '../../../testing/demo-companies';
import { withToaster } from '../../storybook/with-toaster';
import { narrowScreen } from '../../storybook/narrow-screen';
import { COMPANY_SAVED_MESSAGE, CompanyDetailsForm } from './company-details-form';

const company = DEMO_MY_COMPANY.company;
const saves = fn(async (_id: string, details: CompanyDetailsInput): ApiResult<Company> =>
  ok({ ...company, ...details, deliveryAddresses: details.deliveryAddresses ?? [] }),
);
const machine = updateCompanyFor({ updateCompany: saves });

type Props = ComponentProps<typeof CompanyDetailsForm>;

const meta = {
  title: 'Pages/Company/Details form',
  // Kept serialisable: the machine, on a fake save, is added as the form renders.
  render: (args) => <CompanyDetailsForm {...args} machine={machine} />,
  args: { company, onSaved: fn() },
  decorators: [withToaster],
  beforeEach: () => {
    saves.mockClear();
  },
} satisfies Meta<Omit<Props, 'machine'>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const name = canvas.getByLabelText('Company name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Acme Painting Group');
    await userEvent.click(canvas.getByRole('button', { name: 'Add a delivery address' }));
    await userEvent.type(
      canvas.getByLabelText('Delivery address 2'),
      'Unit 7, 9 Dock Lane, Toledo, OH 43605',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save the company' }));
    await expect(await screen.findByText(COMPANY_SAVED_MESSAGE)).toBeVisible();
    await expect(args.onSaved).toHaveBeenCalledOnce();
    await expect(saves).toHaveBeenCalledWith(company._id, {
      name: 'Acme Painting Group',
      taxId: company.taxId,
      billingAddress: company.billingAddress,
      deliveryAddresses: [...company.deliveryAddresses, 'Unit 7, 9 Dock Lane, Toledo, OH 43605'],
    });
  },
};

/** The domain's sentences, at their fields, and nothing sent. */
export const FieldSentences: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.clear(canvas.getByLabelText('Company name'));
    const taxId = canvas.getByLabelText('Tax id', { exact: false });
    await userEvent.clear(taxId);
    await userEvent.type(taxId, '12#');
    await userEvent.click(canvas.getByRole('button', { name: 'Add a delivery address' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save the company' }));
    await expect(canvas.getByText('Company name is Required')).toBeVisible();
    await expect(
      canvas.getByText('Tax id may hold only letters, digits, spaces, dots, dashes and slashes'),
    ).toBeVisible();
    await expect(canvas.getByText('Address is Required')).toBeVisible();
    await expect(canvas.getByLabelText('Company name')).toHaveFocus();
    await expect(canvas.getByLabelText('Delivery address 2')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(saves).not.toHaveBeenCalled();
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** Pressed twice while the first save is on its way: one save. */
export const SentOnce: Story = {
  play: async ({ canvas, userEvent, args }) => {
    let answer: () => void = () => undefined;
    saves.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          answer = () => resolve(ok(company));
        }),
    );
    const save = canvas.getByRole('button', { name: 'Save the company' });
    await userEvent.click(save);
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(save);
    answer();
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
    await expect(saves).toHaveBeenCalledOnce();
  },
};

export const Refused: Story = {
  play: async ({ canvas, userEvent, args }) => {
    saves.mockImplementationOnce(async () =>
      fail({
        kind: 'forbidden',
        code: 'company-admin-only',
        message: 'Only a company admin of this company can do this.',
      }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save the company' }));
    await expect(
      await canvas.findByText('Only a company admin of this company can do this.'),
    ).toBeVisible();
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

export const AddressesFull: Story = {
  args: {
    company: {
      ...company,
      deliveryAddresses: Array.from(
        { length: MAX_COMPANY_ADDRESSES },
        (_, n) => `Depot ${n + 1}, ${n + 10} Harbour Road, Toledo, OH 43611`,
      ),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add a delivery address' })).toBeDisabled();
    await expect(
      canvas.getByText(`A company keeps at most ${MAX_COMPANY_ADDRESSES} delivery addresses.`),
    ).toBeVisible();
  },
};

export const NoDeliveryAddresses: Story = {
  args: { company: { ...company, deliveryAddresses: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByLabelText('Delivery address 1')).toBeNull();
  },
};

export const NarrowScreen: Story = { decorators: [narrowScreen] };
