import type { ReactNode } from 'react';

/** A sentence announced as soon as it shows (a refusal, what stops a form); without one, nothing. */
export function Alert({ className, children }: { className: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <p role="alert" className={className}>
      {children}
    </p>
  );
}
