/** What the login and sign-up pages take from their route, for the form each one parses. */
export interface AuthPageProps<Form> {
  /** A sign-in is under way: the buttons are held. */
  working: boolean;
  /** The identity provider's refusal, as a sentence. */
  error: string | null;
  onSubmit: (form: Form) => void;
  onGoogle: () => void;
}
