import type { User } from '../../../domain/user';
import * as styles from './profile-page.css';

const NOT_GIVEN = 'Not given';

/** What the store knows about the person, as saved. */
export function ProfileDetails({ user }: { user: User }) {
  const rows: readonly (readonly [string, string | undefined])[] = [
    ['Name', user.name],
    ['Email', user.email],
    ['Education', user.education],
    ['Location', user.location],
    ['Phone', user.phone],
    ['LinkedIn', user.linkedin],
  ];
  return (
    <dl className={styles.details}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.detailRow}>
          <dt className={styles.term}>{term}</dt>
          <dd className={value ? styles.value : styles.missing}>{value || NOT_GIVEN}</dd>
        </div>
      ))}
    </dl>
  );
}
