import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AUTH_ERROR_MESSAGES } from '../../../domain/auth-errors';
import { narrowScreen } from '../../storybook/narrow-screen';
import { SignupPage } from './signup-page';

const meta = {
  title: 'Pages/Sign Up',
  component: SignupPage,
  args: {
    working: false,
    error: null,
    onSubmit: fn(),
    onGoogle: fn(),
    loginHref: '/login',
  },
} satisfies Meta<typeof SignupPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Name'), 'Riley Roller');
    await userEvent.type(canvas.getByLabelText('Email'), 'riley@paintco.test');
    await userEvent.type(canvas.getByLabelText('Password'), 'riley-pass-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Riley Roller',
      email: 'riley@paintco.test',
      password: 'riley-pass-1',
    });
  },
};

export const ValidationMessages: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(canvas.getByLabelText('Name')).toHaveAccessibleDescription('Name is Required');
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription('Email is Required');
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password is Required',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ProviderError: Story = {
  args: { error: AUTH_ERROR_MESSAGES['email-in-use'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(AUTH_ERROR_MESSAGES['email-in-use']);
  },
};

export const Working: Story = {
  args: { working: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sign Up' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const OnAPhone: Story = {
  decorators: [narrowScreen],
};
