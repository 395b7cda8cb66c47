// The staff editor's live preview of a page's blocks as typed: lenient — a half-typed block draws what it can,
// an unknown one nothing, and none throws. Blocks that draw the site's data (service cards, pricing) read it
// through the site's API, as a built page's loader would.
import DOMPurify from 'dompurify';
import { useEffect, useMemo, useReducer, useState } from 'react';

import { readInBrowser, type Read } from '@/lib/page-data';

import { asBlock, type BlockData, type BlockPage } from './block-data';
import { blockQuery, loadBlocks } from './registry';
import { RenderBlocks } from './render-blocks';

export interface BlocksPreviewProps {
  /** The page's `blocks` as the form holds them: `{ type, …fields }`, any of them half typed. */
  blocks: readonly unknown[];
  /** The page's title and address (the contact form's page details); a stand-in when left out. */
  page?: BlockPage;
}

const STAND_IN_PAGE: BlockPage = { title: '', path: '/' };

/**
 * Typed HTML without scripts, event handlers or javascript: links (DOMPurify; the save cleans it to the
 * server's allow-list exactly). Only the staff editor draws this preview: DOMPurify stays in its chunk.
 */
export function previewHtml(html: string): string {
  return DOMPurify.sanitize(html, { FORBID_TAGS: ['style', 'form', 'iframe'] });
}

function previewBlock(block: BlockData): BlockData {
  return typeof block.html === 'string' ? { ...block, html: previewHtml(block.html) } : block;
}

/**
 * The reads of the blocks that draw the site's data, once their modules have loaded (they name the reads); kept by
 * key while the preview is open, so typing does not ask again.
 */
function usePreviewData(blocks: readonly BlockData[]): (Read<unknown> | undefined)[] {
  const [reads] = useState(() => new Map<string, Read<unknown>>());
  const [, modulesLoaded] = useReducer((count: number) => count + 1, 0);
  const types = blocks.map((block) => block.type).join(' ');
  useEffect(() => {
    let live = true;
    loadBlocks(types.split(' ')).then(
      () => live && modulesLoaded(),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [types]);
  return blocks.map((block) => {
    const query = blockQuery(block);
    if (!query) return undefined;
    // Made here, started by the block that draws it.
    let read = reads.get(query.key);
    if (!read) reads.set(query.key, (read = readInBrowser(query)));
    return read;
  });
}

/** Draws a page's blocks as visitors will see them (inside the router and the site's styles). */
export function BlocksPreview({ blocks, page = STAND_IN_PAGE }: BlocksPreviewProps) {
  const shown = useMemo(() => blocks.map(asBlock).flatMap((block) => (block ? [previewBlock(block)] : [])), [blocks]);
  const data = usePreviewData(shown);
  return (
    <div className="blocks-preview">
      <RenderBlocks blocks={shown} page={{ ...page, preview: true }} data={data} />
    </div>
  );
}
