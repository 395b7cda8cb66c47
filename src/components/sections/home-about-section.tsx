import { Link } from 'react-router-dom';

import { ArrowRightIcon, CheckIcon } from '@/components/ui/icon';
import { Image } from '@/components/ui/image';

import './home-about-section.scss';

export interface HomeAboutSectionProps {
  id: string;
  eyebrow: string;
  title: string;
  paragraphs: readonly string[];
  points: readonly string[];
  link: { text: string; href: string };
  image: { src: string; alt: string; width: number; height: number };
  tone?: 'default' | 'alt';
  /** Centres the text (the Our Story page). */
  centered?: boolean;
}

/** Company introduction: artwork beside a title, paragraphs, a checklist and a link. */
export function HomeAboutSection({ id, eyebrow, title, paragraphs, points, link, image, tone = 'default', centered = false }: HomeAboutSectionProps) {
  const headingId = `${id}-title`;
  return (
    <section id={id} className={`home-about page-section page-section--${tone} ${centered ? 'home-about--centered' : ''}`.trim()} aria-labelledby={headingId}>
      <div className="container home-about__grid">
        <div className="home-about__art">
          <Image src={image.src} alt={image.alt} width={image.width} height={image.height} />
        </div>
        <div className="home-about__text">
          <p className="section-heading__eyebrow">{eyebrow}</p>
          <h2 id={headingId} className="home-about__title">
            {title}
          </h2>
          {paragraphs.map((paragraph) => (
            <p key={paragraph} className="home-about__paragraph">
              {paragraph}
            </p>
          ))}
          {points.length > 0 && (
            <ul className="home-about__points">
              {points.map((point) => (
                <li key={point}>
                  <CheckIcon size={18} aria-hidden />
                  {point}
                </li>
              ))}
            </ul>
          )}
          <Link to={link.href} className="btn btn-primary btn-lg home-about__link">
            {link.text}
            <ArrowRightIcon size={18} aria-hidden />
          </Link>
        </div>
      </div>
    </section>
  );
}
