import type { CSSProperties, ReactNode } from 'react';

export type SectionTone = 'default' | 'alt' | 'dark';

export interface SectionProps {
  id?: string;
  /** Accessible name of the region: the id of its heading. */
  labelledBy?: string;
  /** Accessible name of the region when it shows no heading. */
  label?: string;
  className?: string;
  /** 'alt' draws the section on the alternate background (page sections only). */
  tone?: SectionTone;
  /**
   * 'page' (the default): the page-section spacing and tone background. 'plain': the section's own
   * styles draw it (heroes, banners, the statistics row), so the page-section classes stay off.
   * 'untoned': the page-section spacing on the page background, without a tone class.
   */
  frame?: 'page' | 'plain' | 'untoned';
  /** Extra classes of the container, for sections whose container is also their grid. */
  containerClassName?: string;
  /** Inline style of the section element (a background picture from content). */
  style?: CSSProperties;
  children: ReactNode;
  /** Drawn after the container, across the full width (a scrolling band). */
  fullWidth?: ReactNode;
  /** The language of the whole section when it differs from the page's: `'en'` for a part shown in English only. */
  lang?: string;
}

const frameClass = (frame: SectionProps['frame'], tone: SectionTone) =>
  frame === 'plain' ? '' : frame === 'untoned' ? 'page-section' : `page-section page-section--${tone}`;

/** The one wrapper every page section is drawn in: spacing, background and a container. */
export function Section({
  id,
  labelledBy,
  label,
  className = '',
  tone = 'default',
  frame = 'page',
  containerClassName,
  style,
  children,
  fullWidth,
  lang,
}: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      aria-label={label}
      className={`${frameClass(frame, tone)} ${className}`.trim()}
      style={style}
      lang={lang}
    >
      <div className={containerClassName ? `container ${containerClassName}` : 'container'}>{children}</div>
      {fullWidth}
    </section>
  );
}
