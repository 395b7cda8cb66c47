import type { ReactNode } from 'react';

import { PageIntro } from '@/components/page-intro';
import { Section } from '@/components/ui/section';
import { pageMeta, type PageId } from '@common/routes';

export interface ShopPageProps {
  /** The page's route id: its title, description and hero line come from the page meta. */
  page: Extract<PageId, `shop${string}`>;
  /** The canonical path of the page. */
  path: string;
  /** The id of the heading inside the section that names it. */
  labelledBy?: string;
  /** A heading for screen readers only, drawn first in the section, that names it. */
  hiddenHeading?: { id: string; text: string };
  children: ReactNode;
}

/** A page of the demo shop: the head tags and hero of the page, then its one section. */
export function ShopPage({ page, path, labelledBy, hiddenHeading, children }: ShopPageProps) {
  return (
    <>
      <PageIntro meta={pageMeta[page]} path={path} />
      <Section labelledBy={hiddenHeading?.id ?? labelledBy} className="shop-page">
        {hiddenHeading && (
          <h2 id={hiddenHeading.id} className="visually-hidden">
            {hiddenHeading.text}
          </h2>
        )}
        {children}
      </Section>
    </>
  );
}
