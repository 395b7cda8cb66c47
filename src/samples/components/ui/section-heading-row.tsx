import { ArrowLink } from '@/components/ui/arrow-link';
import { SectionHeading } from '@/components/ui/section-heading';

/** What the row shows: the heading's eyebrow and title, and the button to the rest of the list. */
export interface SectionHeadingRowContent {
  uperTitle: string;
  title: string;
  btnText: string;
  btnUrl: string;
}

export interface SectionHeadingRowProps {
  /** The id of the heading, which names its section. */
  headingId: string;
  content: SectionHeadingRowContent;
  /** The row's class; its stylesheet lays the row out with the `heading-row` mixin. */
  className: string;
  /** The button's classes (its look and its own class). */
  buttonClassName: string;
}

/**
 * A section's heading with a "see all" button at its end (the latest articles, the featured work): the
 * button drops below the heading on narrow screens.
 */
export function SectionHeadingRow({ headingId, content, className, buttonClassName }: SectionHeadingRowProps) {
  return (
    <div className={className}>
      <SectionHeading id={headingId} eyebrow={content.uperTitle} title={content.title} />
      <ArrowLink to={content.btnUrl} className={buttonClassName}>
        {content.btnText}
      </ArrowLink>
    </div>
  );
}
