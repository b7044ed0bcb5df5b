import { SignupFormSchema, type SignupForm } from '../../../domain/auth-forms';
import { parseInput } from '../../../domain/parse';
import { Link } from '../../components/link/link';
import { TextField } from '../../components/text-field/text-field';
import { AuthCard } from '../auth-shared/auth-card';
import type { AuthPageProps } from '../auth-shared/auth-page-props';
import { useValidatedForm } from '../auth-shared/use-validated-form';

export interface SignupPageProps extends AuthPageProps<SignupForm> {
  /** The login page, carrying on where to return afterwards. */
  loginHref: string;
}

/** Sign-up with name, e-mail and password, or Google (spec sections 2 and 5). */
export function SignupPage({ working, error, onSubmit, onGoogle, loginHref }: SignupPageProps) {
  const { field, handleSubmit } = useValidatedForm(
    { name: '', email: '', password: '' },
    (values) => parseInput(SignupFormSchema, values),
  );

  return (
    <AuthCard
      title="Sign Up"
      error={error}
      working={working}
      onSubmit={handleSubmit((form) => {
        if (!working) onSubmit(form);
      })}
      submitLabel="Sign Up"
      onGoogle={onGoogle}
      switchLine={
        <>
          Already have an account? <Link href={loginHref}>Please login</Link>
        </>
      }
    >
      <TextField label="Name" autoComplete="name" {...field('name')} />
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        {...field('password')}
      />
    </AuthCard>
  );
}
