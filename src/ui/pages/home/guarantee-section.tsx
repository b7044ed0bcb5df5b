import { guarantee } from './content/home-content';
import { GuaranteeIconGlyph } from './guarantee-icons';
import * as styles from './home-page.css';

/** The four selling points under the guarantee heading. */
export function GuaranteeSection() {
  return (
    <div className={styles.band}>
      <section aria-labelledby="home-guarantee" className={styles.section}>
        <h2 id="home-guarantee" className={styles.sectionHeading}>
          {guarantee.heading}
        </h2>
        <ul className={styles.points}>
          {guarantee.points.map((point) => (
            <li key={point.title} className={styles.point}>
              <span className={styles.pointIcon}>
                <GuaranteeIconGlyph icon={point.icon} />
              </span>
              <h3 className={styles.pointTitle}>{point.title}</h3>
              <p className={styles.pointText}>{point.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
