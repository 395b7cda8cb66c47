import { PageHeroSection } from '@/components/sections/page-hero-section';
import { Seo } from '@/components/seo';

export interface PageIntroProps {
  /** The page's entry in the page meta: its title (heading and breadcrumb), search title, description and hero line. */
  meta: { title: string; search_title?: string; description: string; subtitle: string };
  /** The canonical path of the page. */
  path: string;
}

/** The head tags and the page hero of an inner page. */
export function PageIntro({ meta, path }: PageIntroProps) {
  return (
    <>
      <Seo title={meta.title} searchTitle={meta.search_title} description={meta.description} path={path} />
      <PageHeroSection content={{ title: meta.title, subtitle: meta.subtitle }} />
    </>
  );
}
