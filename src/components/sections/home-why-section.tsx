import { Link } from 'react-router-dom';

import { Carousel } from '@/components/ui/carousel';
import { ArrowRightIcon, CheckIcon } from '@/components/ui/icon';

import './home-why-section.scss';

export interface WhyStep {
  title: string;
  text: string;
}

export interface HomeWhySectionProps {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
  points: readonly string[];
  button: { text: string; href: string };
  processTitle: string;
  processLabel: string;
  process: readonly WhyStep[];
}

/** Why Dexterity: the reasons, a button to the story, and the 6-step process as a card carousel. */
export function HomeWhySection({ id, eyebrow, title, text, points, button, processTitle, processLabel, process }: HomeWhySectionProps) {
  const headingId = `${id}-title`;
  return (
    <section id={id} className="home-why page-section" aria-labelledby={headingId}>
      <div className="container">
        <div className="home-why__intro">
          <div>
            <p className="section-heading__eyebrow">{eyebrow}</p>
            <h2 id={headingId} className="home-why__title">
              {title}
            </h2>
            <p className="home-why__text">{text}</p>
            <Link to={button.href} className="btn btn-primary btn-lg home-why__button">
              {button.text}
              <ArrowRightIcon size={18} aria-hidden />
            </Link>
          </div>
          <ul className="home-why__points">
            {points.map((point) => (
              <li key={point}>
                <span className="home-why__check">
                  <CheckIcon size={18} aria-hidden />
                </span>
                {point}
              </li>
            ))}
          </ul>
        </div>
        <h3 className="home-why__process-title">{processTitle}</h3>
        <Carousel
          items={process}
          getKey={(step) => step.title}
          label={processLabel}
          layout="cards"
          pagination
          className="home-why__process"
          renderSlide={(step, index) => (
            <article className="home-why__step">
              <span className="home-why__step-number" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h4 className="home-why__step-title">
                <span className="visually-hidden">Step {index + 1}: </span>
                {step.title}
              </h4>
              <p className="home-why__step-text">{step.text}</p>
            </article>
          )}
        />
      </div>
    </section>
  );
}
