import type { ReactNode } from 'react';

export interface SectionHeadingProps {
  id?: string;
  /** The small line above the title. */
  eyebrow?: string;
  title: ReactNode;
  subtitle?: ReactNode;
  align?: 'start' | 'center';
  /** Heading level; h2 for page sections. */
  level?: 1 | 2 | 3;
  /** More of the heading block, under the subtitle: a status line, a call to action. */
  children?: ReactNode;
}

/** The one heading style of page sections. */
export function SectionHeading({ id, eyebrow, title, subtitle, align = 'start', level = 2, children }: SectionHeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <div className={`section-heading section-heading--${align}`}>
      {eyebrow && <p className="section-heading__eyebrow">{eyebrow}</p>}
      <Tag id={id} className="section-heading__title">
        {title}
      </Tag>
      {subtitle && <p className="section-heading__subtitle">{subtitle}</p>}
      {children}
    </div>
  );
}
