import { SignupFormSchema, type SignupForm } from '../../../domain/auth-forms';
import { parseInput } from '../../../domain/parse';
import { Button } from '../../components/button/button';
import { Link } from '../../components/link/link';
import { TextField } from '../../components/text-field/text-field';
import { AuthCard } from '../login/auth-card';
import * as styles from '../login/auth-card.css';
import { useValidatedForm } from '../login/use-validated-form';

export interface SignupPageProps {
  /** A sign-up is under way: the buttons are held. */
  working: boolean;
  /** The identity provider's refusal, as a sentence. */
  error: string | null;
  onSubmit: (form: SignupForm) => void;
  onGoogle: () => void;
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
      onGoogle={onGoogle}
      switchLine={
        <>
          Already have an account? <Link href={loginHref}>Please login</Link>
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
        <TextField label="Name" autoComplete="name" {...field('name')} />
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          {...field('password')}
        />
        <Button type="submit" fullWidth loading={working}>
          Sign Up
        </Button>
      </form>
    </AuthCard>
  );
}
