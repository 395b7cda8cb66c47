// The staff editor's live preview of a page's blocks as typed: lenient — a half-typed block draws what it can,
// an unknown one nothing, and none throws. Blocks that draw the site's data (service cards, pricing) read it
// through the site's API as on the page.
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

import { asBlock, type BlockData, type BlockPage } from './block-data';
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

/** Draws a page's blocks as visitors will see them (inside the router and the site's styles). */
export function BlocksPreview({ blocks, page = STAND_IN_PAGE }: BlocksPreviewProps) {
  const shown = useMemo(() => blocks.map(asBlock).flatMap((block) => (block ? [previewBlock(block)] : [])), [blocks]);
  return (
    <div className="blocks-preview">
      <RenderBlocks blocks={shown} page={{ ...page, preview: true }} />
    </div>
  );
}
