import { PageHeroSection } from '@/components/sections/page-hero-section';
import { Seo } from '@/components/seo';
import { pageMeta, type PageId } from '@/config/routes';

export interface PageIntroProps {
  page: PageId;
  /** The canonical path of the page. */
  path: string;
}

/** The head tags and the page hero of an inner page, from its entry in the page-meta content. */
export function PageIntro({ page, path }: PageIntroProps) {
  const meta = pageMeta[page];
  return (
    <>
      <Seo title={meta.title} description={meta.description} path={path} />
      <PageHeroSection title={meta.title} subtitle={meta.subtitle} />
    </>
  );
}
