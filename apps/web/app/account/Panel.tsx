import { type ReactNode, useId } from 'react';

/** One titled block of an account page, named by its heading for assistive technology. */
export function Panel({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  const headingId = useId();
  return (
    <section className="account-panel" aria-labelledby={headingId} data-testid={testId}>
      <h2 id={headingId} className="account-panel__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
