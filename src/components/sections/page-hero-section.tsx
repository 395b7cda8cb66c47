import { Link } from 'react-router-dom';

import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import { paths } from '@common/paths';
import { useEnglishMark, useMessages } from '@/lib/language';
import type { PageHeroContent } from '@/types/sections/heroes';

export interface PageHeroSectionProps {
  id?: string;
  content: PageHeroContent;
}

/** The top of every inner page: its title and a breadcrumb back home. */
export function PageHeroSection({ id, content }: PageHeroSectionProps) {
  const t = useMessages();
  const english = useEnglishMark();
  const { title, subtitle, trail = [] } = content;
  return (
    <Section id={id} labelledBy="page-title" frame="plain" className="page-hero">
      <nav aria-label={t('Breadcrumb')} className="page-hero__breadcrumb">
        <ol>
          <li>
            <Link to={paths.home}>{t('Home')}</Link>
          </li>
          {trail.map((step) => (
            <li key={step.path}>
              <Link to={step.path} lang={english(step.name)}>
                {step.name}
              </Link>
            </li>
          ))}
          <li aria-current="page" lang={typeof title === 'string' ? english(title) : undefined}>
            {title}
          </li>
        </ol>
      </nav>
      <SectionHeading
        id="page-title"
        level={1}
        title={title}
        subtitle={subtitle}
        classes={{ title: 'page-hero__title', subtitle: 'page-hero__subtitle' }}
      />
    </Section>
  );
}
