import { Link } from 'react-router-dom';

import { ArrowRightIcon } from '@/components/ui/icon';
import { Image } from '@/components/ui/image';

import './portfolio-masonry-section.scss';

export interface PortfolioProject {
  href: string;
  imgUrl: string;
  /** Intrinsic size of the picture: the masonry takes its rhythm from the different heights. */
  width: number;
  height: number;
  title: string;
  category: string;
  btnText: string;
}

export interface PortfolioMasonrySectionProps {
  projects: readonly PortfolioProject[];
  /** Heading level of each project title (h3 under a section heading, h2 on a page of its own). */
  titleLevel?: 2 | 3;
}

/**
 * Projects in a masonry of two columns (one column up to 991 px). The
 * columns are CSS multi-column layout, so there is no script, no measuring and no layout shift.
 */
export function PortfolioMasonrySection({ projects, titleLevel = 3 }: PortfolioMasonrySectionProps) {
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
              <Link to={project.href} className="portfolio-masonry__more" aria-label={`${project.btnText}: ${project.title}`}>
                {project.btnText}
                <ArrowRightIcon size={18} aria-hidden />
              </Link>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
