import { Link } from 'react-router-dom';

import { ArrowRightIcon, CheckIcon } from '@/components/ui/icon';
import { SectionHeading } from '@/components/ui/section-heading';

import './checklist-section.scss';

export interface ChecklistSectionProps {
  id: string;
  eyebrow?: string;
  title: string;
  text?: string;
  points: readonly string[];
  button: { text: string; href: string };
  tone?: 'default' | 'alt';
}

/** A centred title, a grid of checked points and a button (Why Dexterity on Our Story). */
export function ChecklistSection({ id, eyebrow, title, text, points, button, tone = 'default' }: ChecklistSectionProps) {
  const headingId = `${id}-title`;
  return (
    <section id={id} className={`checklist-section page-section page-section--${tone}`} aria-labelledby={headingId}>
      <div className="container">
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title} subtitle={text} align="center" />
        <ul className="checklist-section__points">
          {points.map((point) => (
            <li key={point}>
              <span className="checklist-section__check">
                <CheckIcon size={18} aria-hidden />
              </span>
              <span>{point}</span>
            </li>
          ))}
        </ul>
        <div className="checklist-section__action">
          <Link to={button.href} className="btn btn-primary btn-lg checklist-section__button">
            {button.text}
            <ArrowRightIcon size={18} aria-hidden />
          </Link>
        </div>
      </div>
    </section>
  );
}
