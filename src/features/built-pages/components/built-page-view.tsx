import { textOf } from '@/blocks/block-data';
import { RenderBlocks } from '@/blocks/render-blocks';
import { PageHeroSection } from '@/components/sections/page-hero-section';
import { DEFAULT_SHARE_IMAGE, Seo } from '@/components/seo';
import { useLanguage } from '@/lib/language';
import type { Read } from '@/lib/page-data';
import { ownUnlessUntranslated } from '@common/languages';
import { useRenderStatus } from '@/lib/render-status';

import type { BuiltPage } from '../api/get-built-page';

export interface BuiltPageViewProps {
  page: BuiltPage;
  /** The reads of its blocks that draw the site's data, by place, as the page's loader made them. */
  blockData: readonly (Read<unknown> | undefined)[];
}

/**
 * A page staff built from blocks, at its own address: its head (search title or title, description,
 * canonical, share picture, breadcrumb), and its blocks. A page that does not open with a titled hero
 * gets the inner pages' intro (its title as the h1, a breadcrumb home); one that does has the hero's h1.
 */
export function BuiltPageView({ page, blockData }: BuiltPageViewProps) {
  useRenderStatus(200);
  const path = `/${page.slug}`;
  const [first] = page.blocks;
  const opensWithHero = first?.type === 'hero' && textOf(first, 'title') !== '';
  const lang = useLanguage();
  const description = ownUnlessUntranslated(
    page.searchDescription,
    (opensWithHero && first ? textOf(first, 'text') : '') || page.title,
    lang,
  );
  return (
    <>
      <Seo
        title={page.title}
        searchTitle={page.searchTitle}
        description={description}
        path={path}
        image={page.shareImage ? { path: page.shareImage, alt: page.shareImageAlt || page.title } : DEFAULT_SHARE_IMAGE}
      />
      {!opensWithHero && <PageHeroSection content={{ title: page.title }} />}
      <RenderBlocks blocks={page.blocks} page={{ title: page.title, path }} data={blockData} />
    </>
  );
}
