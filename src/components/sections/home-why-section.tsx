import { Carousel } from '@/components/ui/carousel';
import { ArrowLink } from '@/components/ui/arrow-link';
import { CheckIcon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import type { HomeWhyContent } from '@/types/sections/company';
import { useEnglishMark, useMessages } from '@/lib/language';

import './home-why-section.scss';

export interface HomeWhySectionProps {
  id: string;
  content: HomeWhyContent;
}

/** Why Dexterity: the reasons, a button to the story, and the 6-step process as a card carousel. */
export function HomeWhySection({ id, content }: HomeWhySectionProps) {
  const t = useMessages();
  // On a Marathi or Hindi page, a text not translated yet shows its English, marked as English.
  const english = useEnglishMark();
  const headingId = `${id}-title`;
  const { button } = content;
  return (
    <Section id={id} labelledBy={headingId} frame="untoned" className="home-why">
      <div className="home-why__intro">
        <div>
          <SectionHeading
            id={headingId}
            eyebrow={content.eyebrow}
            title={content.title}
            subtitle={content.text}
            classes={{ title: 'home-why__title', subtitle: 'home-why__text' }}
          />
          <ArrowLink to={button.href} className="btn btn-primary btn-lg home-why__button" lang={english(button.text)}>
            {button.text}
          </ArrowLink>
        </div>
        <ul className="home-why__points">
          {content.points.map((point) => (
            <li key={point} lang={english(point)}>
              <span className="home-why__check">
                <CheckIcon size={18} aria-hidden />
              </span>
              {point}
            </li>
          ))}
        </ul>
      </div>
      <h3 className="home-why__process-title" lang={english(content.processTitle)}>
        {content.processTitle}
      </h3>
      <Carousel
        items={content.process}
        getKey={(step) => step.title}
        label={content.processLabel}
        layout="cards"
        pagination
        className="home-why__process"
        renderSlide={(step, index) => (
          <article className="home-why__step">
            <span className="home-why__step-number" aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h4 className="home-why__step-title">
              <span className="visually-hidden">{t('Step {step}:', { step: index + 1 })} </span>
              {english(step.title) ? <span lang="en">{step.title}</span> : step.title}
            </h4>
            <p className="home-why__step-text" lang={english(step.text)}>
              {step.text}
            </p>
          </article>
        )}
      />
    </Section>
  );
}
