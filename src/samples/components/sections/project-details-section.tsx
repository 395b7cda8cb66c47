import { Link } from 'react-router-dom';

import { Gallery } from '@/samples/components/ui/gallery';
import { ArrowRightIcon, CheckIcon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import type { ProjectDetailsContent } from '@/samples/types/work';

import './project-details-section.scss';

export interface ProjectDetailsSectionProps {
  id?: string;
  content: ProjectDetailsContent;
}

// The sample Prev/Next links lead to this same page, where the route change does not scroll; start it
// from the top so the click visibly opens "another" project.
function scrollToTop() {
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
}

/** One project: gallery, the facts (client, location, budget, completion date), summary, scope and Prev/Next links. */
export function ProjectDetailsSection({ id, content: project }: ProjectDetailsSectionProps) {
  const { navigation } = project;
  return (
    <Section id={id} labelledBy="project-title" className="project-details">
      <SectionHeading
        id="project-title"
        eyebrow={project.category}
        title={project.title}
        classes={{ eyebrow: 'project-details__category', title: 'project-details__title' }}
      />
      <div className="row g-4 g-lg-5">
        <div className="col-lg-8">
          <Gallery look="project" label={project.galleryHeading} images={project.gallery} copy={project.galleryCopy} />
        </div>
        <div className="col-lg-4">
          <section className="project-details__facts" aria-labelledby="project-facts-heading">
            <h3 id="project-facts-heading" className="project-details__facts-heading">
              {project.factsHeading}
            </h3>
            <dl>
              {project.facts.map((fact) => (
                <div key={fact.label} className="project-details__fact">
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
      </div>
      <div className="row g-4 g-lg-5 project-details__text">
        <div className="col-lg-7">
          <h3 className="project-details__heading">{project.summaryHeading}</h3>
          {project.summary.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <div className="col-lg-5">
          <h3 className="project-details__heading">{project.scopeHeading}</h3>
          <ul className="project-details__scope">
            {project.scope.map((item) => (
              <li key={item}>
                <CheckIcon size={18} aria-hidden />
                {item}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <nav className="project-details__nav" aria-label={navigation.label}>
        <Link
          to={navigation.prev.href}
          className="project-details__nav-link project-details__nav-link--prev"
          rel="prev"
          onClick={scrollToTop}
        >
          <ArrowRightIcon size={18} aria-hidden className="project-details__nav-icon--flip" />
          {navigation.prev.text}
        </Link>
        <Link
          to={navigation.next.href}
          className="project-details__nav-link project-details__nav-link--next"
          rel="next"
          onClick={scrollToTop}
        >
          {navigation.next.text}
          <ArrowRightIcon size={18} aria-hidden />
        </Link>
      </nav>
    </Section>
  );
}
