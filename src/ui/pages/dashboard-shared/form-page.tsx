// A dashboard page that is one form (Add Product, Add a review, Quick order, …): its
// heading, which also names the form, above the form; what the form answered may follow.
import type { ReactNode } from 'react';
import * as page from './dashboard-page.css';

export interface FormPageProps {
  /** The heading's id, which names the page's section and its form. */
  headingId: string;
  title: ReactNode;
  /** The form was sent (the browser's own submission is prevented). */
  onSubmit: (form: HTMLFormElement) => void;
  /** Between the heading and the form: what is being edited. */
  intro?: ReactNode;
  /** The form is being sent (aria-busy on it). */
  busy?: boolean;
  children: ReactNode;
  /** After the form: its answer. */
  after?: ReactNode;
}

export function FormPage({
  headingId,
  title,
  onSubmit,
  intro,
  busy,
  children,
  after,
}: FormPageProps) {
  return (
    <section className={page.page} aria-labelledby={headingId}>
      <h1 id={headingId} className={page.heading}>
        {title}
      </h1>
      {intro}
      <form
        className={page.form}
        aria-labelledby={headingId}
        aria-busy={busy}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(event.currentTarget);
        }}
      >
        {children}
      </form>
      {after}
    </section>
  );
}
