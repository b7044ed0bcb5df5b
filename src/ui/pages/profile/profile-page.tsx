import { useCallback } from 'react';
import { describeError } from '../../errors/describe-error';
import type { ProfileUpdateInput, User } from '../../../domain/user';
import type { ApiPort } from '../../../ports/api.port';
import { ErrorState } from '../../components/error-state/error-state';
import { notify } from '../../components/toast/toast-requests';
import { QueryView } from '../dashboard-shared/query-view';
import { useApiQuery } from '../../data/use-api-query';
import { ProfileDetails } from './profile-details';
import { profileFormValues } from './profile-fields';
import { ProfileForm } from './profile-form';
import * as page from '../dashboard-shared/dashboard-page.css';
import * as styles from './profile-page.css';

export const PROFILE_SAVED_MESSAGE = 'Succesfully updated your profile';
export const NO_USER_MESSAGE = 'No user is logged in';

export interface ProfilePageProps {
  api: Pick<ApiPort, 'getProfile' | 'updateProfile'>;
  /** The signed-in person's e-mail, or null when nobody is signed in. */
  email: string | null;
  /** After a save: the new name, for the navbar's greeting (the identity provider's copy). */
  onNameSaved?: (name: string) => void;
}

/** My Profile: what the store knows about the signed-in person, and a form to change it. */
export function ProfilePage({ api, email, onNameSaved }: ProfilePageProps) {
  return (
    <section className={page.page} aria-labelledby="profile-heading">
      <h1 id="profile-heading" className={page.heading}>
        My Profile
      </h1>
      {email === null ? (
        <ErrorState title="Your profile cannot be shown" message={NO_USER_MESSAGE} />
      ) : (
        <SignedInProfile api={api} email={email} onNameSaved={onNameSaved} />
      )}
    </section>
  );
}

function SignedInProfile({
  api,
  email,
  onNameSaved,
}: Omit<ProfilePageProps, 'email'> & { email: string }) {
  const { state, retry, refresh } = useApiQuery(() => api.getProfile(email));

  const save = useCallback(
    async (profile: ProfileUpdateInput): Promise<string | null> => {
      const saved = await api.updateProfile(email, profile);
      if (!saved.ok) {
        return saved.error.kind === 'unauthorized' ? NO_USER_MESSAGE : describeError(saved.error);
      }
      void notify(PROFILE_SAVED_MESSAGE);
      if (profile.name) onNameSaved?.(profile.name);
      // The saved record, as the server now has it, replaces what is shown.
      refresh();
      return null;
    },
    [api, email, onNameSaved, refresh],
  );

  return (
    <QueryView
      state={state}
      onRetry={retry}
      loadingLabel="Loading your profile…"
      errorTitle="Your profile could not be loaded"
    >
      {(user: User) => (
        <div className={styles.columns}>
          <section aria-labelledby="profile-details-heading">
            <h2 id="profile-details-heading" className={styles.subheading}>
              Your details
            </h2>
            <ProfileDetails user={user} />
          </section>
          <section aria-labelledby="profile-form-heading">
            <h2 id="profile-form-heading" className={styles.subheading}>
              Update your profile
            </h2>
            <ProfileForm
              email={user.email}
              labelledBy="profile-form-heading"
              initialValues={profileFormValues(user)}
              onSave={save}
            />
          </section>
        </div>
      )}
    </QueryView>
  );
}
