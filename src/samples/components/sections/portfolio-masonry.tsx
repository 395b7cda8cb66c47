import { Link } from 'react-router-dom';

import { ArrowLink } from '@/components/ui/arrow-link';
import { Image } from '@/components/ui/image';

import type { PortfolioProject } from '@/samples/types/work';

import './portfolio-masonry.scss';

export interface PortfolioMasonryProps {
  projects: readonly PortfolioProject[];
  /** Heading level of each project title (h3 under a section heading, h2 on a page of its own). */
  titleLevel?: 2 | 3;
}

/**
 * The project list inside a portfolio section (not a section of its own): a masonry of two columns
 * (one column up to 991 px). The columns are CSS multi-column layout, so there is no script, no
 * measuring and no layout shift.
 */
export function PortfolioMasonry({ projects, titleLevel = 3 }: PortfolioMasonryProps) {
  const Title = `h${titleLevel}` as const;
  return (
    <ul className="portfolio-masonry">
      {projects.map((project) => (
        <li key={project.title} className="portfolio-masonry__item">
          <article className="portfolio-masonry__card">
            <Link to={project.href} className="portfolio-masonry__thumb" tabIndex={-1} aria-hidden>
              <Image src={project.imgUrl} alt="" width={project.width} height={project.height} />
            </Link>
            <div className="portfolio-masonry__body">
              <p className="portfolio-masonry__category">{project.category}</p>
              <Title className="portfolio-masonry__title">
                <Link to={project.href}>{project.title}</Link>
              </Title>
              <ArrowLink to={project.href} className="portfolio-masonry__more" aria-label={`${project.btnText}: ${project.title}`}>
                {project.btnText}
              </ArrowLink>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
