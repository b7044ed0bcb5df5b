import { LoginFormSchema, type LoginForm } from '../../../domain/auth-forms';
import { parseInput } from '../../../domain/parse';
import { Link } from '../../components/link/link';
import { TextField } from '../../components/text-field/text-field';
import { AuthCard } from '../auth-shared/auth-card';
import type { AuthPageProps } from '../auth-shared/auth-page-props';
import { useValidatedForm } from '../auth-shared/use-validated-form';

export interface LoginPageProps extends AuthPageProps<LoginForm> {
  /** The sign-up page, carrying on where to return afterwards. */
  signupHref: string;
}

/** Login with e-mail and password or Google (spec sections 2 and 5). */
export function LoginPage({ working, error, onSubmit, onGoogle, signupHref }: LoginPageProps) {
  const { field, handleSubmit } = useValidatedForm({ email: '', password: '' }, (values) =>
    parseInput(LoginFormSchema, values),
  );

  return (
    <AuthCard
      title="Login"
      error={error}
      working={working}
      onSubmit={handleSubmit((form) => {
        if (!working) onSubmit(form);
      })}
      submitLabel="Login"
      onGoogle={onGoogle}
      switchLine={
        <>
          New to PaintCo? <Link href={signupHref}>Create new account</Link>
        </>
      }
    >
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        {...field('password')}
      />
    </AuthCard>
  );
}
