import * as styles from './-placeholder-page.css';

/** A page whose content a later issue builds: its heading, so routes and guards can be seen. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <section className={styles.root}>
      <h1>{title}</h1>
    </section>
  );
}
