import { Link } from 'react-router-dom';

import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { pageMeta } from '@/content/page-meta';

export function Component() {
  const meta = pageMeta.home;
  return (
    <>
      <Seo title={meta.title} description={meta.description} path={paths.home} />
      <section className="page-hero page-hero--home" aria-labelledby="page-title">
        <div className="container">
          <p className="section-heading__eyebrow">Certified Tally 5-Star Partner since 2011</p>
          <h1 id="page-title" className="page-hero__title">
            Trusted Tally 5-Star Partner &amp; ERP Experts
          </h1>
          <p className="page-hero__subtitle">{meta.subtitle}</p>
          <Link to={paths.contact} className="btn btn-primary btn-lg">
            Contact Us
          </Link>
        </div>
      </section>
    </>
  );
}
