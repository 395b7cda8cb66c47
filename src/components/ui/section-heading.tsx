import type { ReactNode } from 'react';
import { useEnglishMark } from '@/lib/language';

export interface SectionHeadingProps {
  id?: string;
  /** The small line above the title. */
  eyebrow?: ReactNode;
  title: ReactNode;
  subtitle?: ReactNode;
  align?: 'start' | 'center';
  /** Heading level; h2 for page sections. */
  level?: 1 | 2 | 3;
  /**
   * For sections that style their own heading (heroes, banners, profiles): the classes of its parts.
   * The parts are then drawn without the shared wrapper; an eyebrow or subtitle without a class of
   * its own keeps the shared one.
   */
  classes?: { eyebrow?: string; title: string; subtitle?: string };
  /** More of the heading block, under the subtitle: a status line, a call to action. */
  children?: ReactNode;
}

/** The one heading of page sections: an eyebrow, the title and a subtitle. */
export function SectionHeading({ id, eyebrow, title, subtitle, align = 'start', level = 2, classes, children }: SectionHeadingProps) {
  const Tag = `h${level}` as const;
  // On a Marathi or Hindi page, a text not translated yet shows its English, marked as English.
  const english = useEnglishMark();
  const langOf = (part: ReactNode) => (typeof part === 'string' ? english(part) : undefined);
  const parts = (
    <>
      {eyebrow && (
        <p className={classes?.eyebrow ?? 'section-heading__eyebrow'} lang={langOf(eyebrow)}>
          {eyebrow}
        </p>
      )}
      <Tag id={id} className={classes?.title ?? 'section-heading__title'} lang={langOf(title)}>
        {title}
      </Tag>
      {subtitle && (
        <p className={classes?.subtitle ?? 'section-heading__subtitle'} lang={langOf(subtitle)}>
          {subtitle}
        </p>
      )}
      {children}
    </>
  );
  return classes ? parts : <div className={`section-heading section-heading--${align}`}>{parts}</div>;
}
