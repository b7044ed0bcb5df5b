import type { User } from '../../../domain/user';
import type { UpdateProfileMachine } from '../../../machines/forms';
import { Box } from '../../components/box/box';
import { LoadFailed } from '../../components/error-state/load-failed';
import { Spinner } from '../../components/spinner/spinner';
import type { LoadView } from '../../data/load-view';
import { ProfileDetails } from './profile-details';
import { profileFormValues } from './profile-fields';
import { ProfileForm } from './profile-form';
import * as page from '../dashboard-shared/dashboard-page.css';
import * as styles from './profile-page.css';

export { PROFILE_SAVED_MESSAGE } from './profile-form';

export interface ProfileData {
  /** The profile as the store has it. */
  readonly user: User;
  /** Sends the update form: wired to the API by the composition root. */
  readonly update: UpdateProfileMachine;
}

export interface ProfilePageProps {
  view: LoadView<ProfileData>;
  /** After a save: the new name, for the navbar's greeting (the identity provider's copy). */
  onNameSaved?: (name: string) => void;
  /** After a save: load the profile again, so the details show it as the store now has it. */
  onSaved?: () => void;
}

/** My Profile: what the store knows about the signed-in person, and a form to change it. */
export function ProfilePage({ view, onNameSaved, onSaved }: ProfilePageProps) {
  return (
    <section className={page.page} aria-labelledby="profile-heading">
      <h1 id="profile-heading" className={page.heading}>
        My Profile
      </h1>
      {view.status === 'loading' && (
        <Box display="flex" justifyContent="center" padding="8">
          <Spinner label="Loading your profile…" showLabel />
        </Box>
      )}
      <LoadFailed title="Your profile could not be loaded" view={view} />
      {view.status === 'loaded' && (
        <div className={styles.columns}>
          <section aria-labelledby="profile-details-heading">
            <h2 id="profile-details-heading" className={styles.subheading}>
              Your details
            </h2>
            <ProfileDetails user={view.value.user} />
          </section>
          <section aria-labelledby="profile-form-heading">
            <h2 id="profile-form-heading" className={styles.subheading}>
              Update your profile
            </h2>
            <ProfileForm
              key={view.value.user.email}
              email={view.value.user.email}
              labelledBy="profile-form-heading"
              initialValues={profileFormValues(view.value.user)}
              machine={view.value.update}
              onSaved={(name) => {
                if (name) onNameSaved?.(name);
                onSaved?.();
              }}
            />
          </section>
        </div>
      )}
    </section>
  );
}
