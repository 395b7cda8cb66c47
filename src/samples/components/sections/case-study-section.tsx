import { Image } from '@/components/ui/image';
import { QuoteIcon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import type { CaseStudyContent } from '@/samples/types/work';

import './case-study-section.scss';

export interface CaseStudySectionProps {
  id?: string;
  content: CaseStudyContent;
}

/** A marketing case study: cover and facts, the brief, numbered challenges, the approach, results and a quote. */
export function CaseStudySection({ id, content: study }: CaseStudySectionProps) {
  return (
    <>
      <Section id={id} labelledBy="case-study-title" className="case-study">
        <SectionHeading
          id="case-study-title"
          eyebrow={study.eyebrow}
          title={study.title}
          classes={{ eyebrow: 'case-study__eyebrow', title: 'case-study__title' }}
        />
        <Image
          src={study.cover.src}
          alt={study.cover.alt}
          width={study.cover.width}
          height={study.cover.height}
          priority
          className="case-study__cover"
        />
        <dl className="case-study__facts">
          {study.facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
        <div className="case-study__brief">
          <h3 className="case-study__heading">{study.briefHeading}</h3>
          {study.brief.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <h3 className="case-study__heading">{study.challengesHeading}</h3>
        <ol className="case-study__challenges">
          {study.challenges.map((challenge) => (
            <li key={challenge.title} className="case-study__challenge">
              <h4 className="case-study__challenge-title">{challenge.title}</h4>
              <p>{challenge.text}</p>
            </li>
          ))}
        </ol>
        <div className="case-study__brief">
          <h3 className="case-study__heading">{study.approachHeading}</h3>
          {study.approach.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <Section labelledBy="case-study-results" tone="alt" className="case-study-results">
        <SectionHeading id="case-study-results" title={study.resultsHeading} classes={{ title: 'case-study-results__heading' }} />
        <ul className="case-study-results__list">
          {study.results.map((result) => (
            <li key={result.label} className="case-study-results__item">
              <p className="case-study-results__value">{result.value}%</p>
              <h3 className="case-study-results__label">{result.label}</h3>
              <p className="case-study-results__text">{result.text}</p>
              <span className="case-study-results__bar" aria-hidden="true">
                <span style={{ width: `${result.value}%` }} />
              </span>
            </li>
          ))}
        </ul>
        <figure className="case-study-results__quote">
          <QuoteIcon size={36} aria-hidden />
          <blockquote>
            <p>{study.quote.text}</p>
          </blockquote>
          <figcaption>{study.quote.cite}</figcaption>
        </figure>
      </Section>
    </>
  );
}
