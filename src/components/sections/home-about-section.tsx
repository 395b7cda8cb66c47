import { ArrowLink } from '@/components/ui/arrow-link';
import { CheckIcon } from '@/components/ui/icon';
import { Image } from '@/components/ui/image';
import { Section, type SectionTone } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { useEnglishMark } from '@/lib/language';
import type { HomeAboutContent } from '@/types/sections/company';

import './home-about-section.scss';

export interface HomeAboutSectionProps {
  id: string;
  tone?: SectionTone;
  content: HomeAboutContent;
  /** Centres the text (the Our Story page). */
  centered?: boolean;
  /** The artwork is in the first screen (the Our Story page, where it is the largest paint): loaded at once. */
  priority?: boolean;
}

/** Company introduction: artwork beside a title, paragraphs, a checklist and a link. */
export function HomeAboutSection({ id, tone, content, centered = false, priority = false }: HomeAboutSectionProps) {
  const headingId = `${id}-title`;
  const { image, points, link } = content;
  // On a Marathi or Hindi page, a text not translated yet shows its English, marked as English (the picture's
  // description by Image).
  const english = useEnglishMark();
  return (
    <Section
      id={id}
      labelledBy={headingId}
      tone={tone}
      className={`home-about ${centered ? 'home-about--centered' : ''}`.trim()}
      containerClassName="home-about__grid"
    >
      <div className="home-about__art">
        <Image src={image.src} alt={image.alt} width={image.width} height={image.height} priority={priority} />
      </div>
      <div className="home-about__text">
        <SectionHeading id={headingId} eyebrow={content.eyebrow} title={content.title} classes={{ title: 'home-about__title' }} />
        {content.paragraphs.map((paragraph) => (
          <p key={paragraph} className="home-about__paragraph" lang={english(paragraph)}>
            {paragraph}
          </p>
        ))}
        {points.length > 0 && (
          <ul className="home-about__points">
            {points.map((point) => (
              <li key={point} lang={english(point)}>
                <CheckIcon size={18} aria-hidden />
                {point}
              </li>
            ))}
          </ul>
        )}
        <ArrowLink to={link.href} className="btn btn-primary btn-lg home-about__link" lang={english(link.text)}>
          {link.text}
        </ArrowLink>
      </div>
    </Section>
  );
}
