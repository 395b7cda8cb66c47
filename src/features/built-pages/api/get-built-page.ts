// GET /api/get-page/?slug=: the published page built from blocks at an address (a list of it, or an empty
// list when there is none), read from the pages kind's declaration and checked on entry.
import { pages, SLUG_PATTERN } from '@common/content-model/page-kinds';
import { publicShape } from '@common/content-model/public-shape';

import { asBlock, type BlockData } from '@/blocks/block-data';
import { apiGet } from '@/lib/api-client';
import type { ContentRead } from '@/lib/content-read';
import { resolveMediaUrl } from '@/lib/media-url';
import { contentQuery } from '@/lib/page-data';
import { listOf, readRecord } from '@/lib/validate';

const [read] = pages.publicApi;
const shape = publicShape(pages);
const slugPattern = new RegExp(SLUG_PATTERN.source);

/** A built page as its view draws it. */
export interface BuiltPage {
  title: string;
  /** Its address without the leading slash: 'webinars/gst-e-invoicing'. */
  slug: string;
  searchTitle: string;
  searchDescription: string;
  /** The share picture's address, or '' for the site's. */
  shareImage: string;
  /** The media library's description of the share picture ('' for none). */
  shareImageAlt: string;
  blocks: BlockData[];
}

/** The slug a path would be a built page's at ('/webinars/gst/' → 'webinars/gst'), or undefined when no page can have it. */
export function builtPageSlug(pathname: string): string | undefined {
  const slug = pathname.replace(/^\/+|\/+$/g, '');
  return slugPattern.test(slug) ? slug : undefined;
}

function parseBuiltPage(item: unknown): BuiltPage | undefined {
  const record = readRecord(shape, item);
  if (!record?.slug || !record.title) return undefined;
  return {
    title: record.title,
    slug: record.slug,
    searchTitle: record.search_title,
    searchDescription: record.search_description,
    shareImage: resolveMediaUrl(record.share_image),
    shareImageAlt: record.share_image_alt.trim(),
    blocks: record.blocks.flatMap((block) => {
      const read = asBlock(block);
      return read ? [read] : [];
    }),
  };
}

/** The page published at `slug`; null when there is none (not undefined: the answer travels in the page as JSON). */
export async function getBuiltPage(slug: string, source: ContentRead = apiGet): Promise<BuiltPage | null> {
  const found = listOf(await source(read.path, { params: { [read.filter.param]: slug } }), parseBuiltPage);
  return found.find((page) => page.slug === slug) ?? null;
}

export const builtPageQuery = (slug: string) => contentQuery(`built-page-${slug}`, (source) => getBuiltPage(slug, source));
