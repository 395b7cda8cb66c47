import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';

export interface PageHeroSectionProps {
  title: string;
  subtitle?: string;
  /** Pages between Home and this one in the breadcrumb (Our Offerings above a service). */
  trail?: ReadonlyArray<{ name: string; path: string }>;
}

/** The top of every inner page: its title and a breadcrumb back home. */
export function PageHeroSection({ title, subtitle, trail = [] }: PageHeroSectionProps) {
  return (
    <section className="page-hero" aria-labelledby="page-title">
      <div className="container">
        <nav aria-label="Breadcrumb" className="page-hero__breadcrumb">
          <ol>
            <li>
              <Link to={paths.home}>Home</Link>
            </li>
            {trail.map((step) => (
              <li key={step.path}>
                <Link to={step.path}>{step.name}</Link>
              </li>
            ))}
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
        <h1 id="page-title" className="page-hero__title">
          {title}
        </h1>
        {subtitle && <p className="page-hero__subtitle">{subtitle}</p>}
      </div>
    </section>
  );
}
