import { LoginFormSchema, type LoginForm } from '../../../domain/auth-forms';
import { parseInput } from '../../../domain/parse';
import { Button } from '../../components/button/button';
import { Link } from '../../components/link/link';
import { TextField } from '../../components/text-field/text-field';
import { AuthCard } from './auth-card';
import * as styles from './auth-card.css';
import { useValidatedForm } from './use-validated-form';

export interface LoginPageProps {
  /** A sign-in is under way: the buttons are held. */
  working: boolean;
  /** The identity provider's refusal, as a sentence. */
  error: string | null;
  onSubmit: (form: LoginForm) => void;
  onGoogle: () => void;
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
      onGoogle={onGoogle}
      switchLine={
        <>
          New to PaintCo? <Link href={signupHref}>Create new account</Link>
        </>
      }
    >
      <form
        className={styles.form}
        noValidate
        onSubmit={handleSubmit((form) => {
          if (!working) onSubmit(form);
        })}
      >
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          {...field('password')}
        />
        <Button type="submit" fullWidth loading={working}>
          Login
        </Button>
      </form>
    </AuthCard>
  );
}
