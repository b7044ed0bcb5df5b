// The login and sign-up forms of spec section 5, with its exact messages.
import * as v from 'valibot';
import { EmailSchema } from './fields';

export const PasswordSchema = v.pipe(
  v.string('Password is Required'),
  v.nonEmpty('Password is Required'),
  v.minLength(6, 'Must be 6 characters or longer'),
  v.maxLength(128, 'Must be 128 characters or fewer'),
);

export const LoginFormSchema = v.object({
  email: EmailSchema,
  password: PasswordSchema,
});
export type LoginForm = v.InferOutput<typeof LoginFormSchema>;

export const SignupFormSchema = v.object({
  name: v.pipe(
    v.string('Name is Required'),
    v.trim(),
    v.nonEmpty('Name is Required'),
    v.maxLength(80, 'Name must be 80 characters or fewer'),
  ),
  email: EmailSchema,
  password: PasswordSchema,
});
export type SignupForm = v.InferOutput<typeof SignupFormSchema>;
