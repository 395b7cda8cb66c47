import type { ReactNode } from 'react';

export interface SectionProps {
  id?: string;
  /** Accessible name of the region: the id of its heading. */
  labelledBy?: string;
  className?: string;
  /** 'alt' draws the section on the alternate background. */
  tone?: 'default' | 'alt' | 'dark';
  children: ReactNode;
}

/** The one wrapper every page section is drawn in: spacing, background and a container. */
export function Section({ id, labelledBy, className = '', tone = 'default', children }: SectionProps) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={`page-section page-section--${tone} ${className}`.trim()}>
      <div className="container">{children}</div>
    </section>
  );
}
