import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AUTH_ERROR_MESSAGES } from '../../../domain/auth-errors';
import { narrowScreen } from '../../storybook/narrow-screen';
import { LoginPage } from './login-page';

const meta = {
  title: 'Pages/Login',
  component: LoginPage,
  args: {
    working: false,
    error: null,
    onSubmit: fn(),
    onGoogle: fn(),
    signupHref: '/signup',
  },
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'customer@paintco.test');
    await userEvent.type(canvas.getByLabelText('Password'), 'customer-pass-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'customer@paintco.test',
      password: 'customer-pass-1',
    });
  },
};

export const ValidationMessages: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription('Email is Required');
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password is Required',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ProviderError: Story = {
  args: { error: AUTH_ERROR_MESSAGES['wrong-password'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      AUTH_ERROR_MESSAGES['wrong-password'],
    );
  },
};

export const Working: Story = {
  args: { working: true },
  play: async ({ canvas, userEvent, args }) => {
    const google = canvas.getByRole('button', { name: 'Continue with Google' });
    await expect(canvas.getByRole('button', { name: 'Login' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await userEvent.click(google);
    await expect(args.onGoogle).not.toHaveBeenCalled();
  },
};

export const OnAPhone: Story = {
  decorators: [narrowScreen],
  args: { error: AUTH_ERROR_MESSAGES['too-many-attempts'] },
};
