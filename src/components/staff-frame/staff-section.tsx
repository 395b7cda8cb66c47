// A part of a staff page under its own heading, which names it for a screen reader's list of regions. The heading takes
// the focus a script gives it (a link to it, a page of its list turned: PageButtons).
import type { ReactNode } from 'react';

export interface StaffSectionProps {
  /** The heading's id: the section is labelled by it, and a link may point to it. */
  titleId: string;
  title: string;
  className?: string;
  children: ReactNode;
}

export function StaffSection({ titleId, title, className, children }: StaffSectionProps) {
  return (
    <section aria-labelledby={titleId} className={className}>
      <h2 id={titleId} className="h4" tabIndex={-1}>
        {title}
      </h2>
      {children}
    </section>
  );
}
