// The staff editor's live preview of a page's blocks as typed: lenient — a half-typed block draws what it can,
// an unknown one nothing, and none throws. Blocks that draw the site's data (service cards, pricing) read it
// through the site's API as on the page.
import { useMemo } from 'react';

import { asBlock, type BlockData, type BlockPage } from './block-data';
import { RenderBlocks } from './render-blocks';

export interface BlocksPreviewProps {
  /** The page's `blocks` as the form holds them: `{ type, …fields }`, any of them half typed. */
  blocks: unknown[];
  /** The page's title and address (the contact form's page details); a stand-in when left out. */
  page?: BlockPage;
}

const STAND_IN_PAGE: BlockPage = { title: '', path: '/' };

/** Elements and attributes the server's cleaning never keeps: what is typed is drawn without them. */
const DROPPED = 'script, style, iframe, object, embed, link, meta, base, form';

/** Typed HTML as the server would keep it, roughly: no scripts, handlers or javascript: links (the save cleans it exactly). */
export function previewHtml(html: string): string {
  if (typeof DOMParser === 'undefined') return '';
  const document = new DOMParser().parseFromString(html, 'text/html');
  document.querySelectorAll(DROPPED).forEach((element) => element.remove());
  document.querySelectorAll('*').forEach((element) => {
    for (const { name, value } of [...element.attributes]) {
      if (name.startsWith('on') || ((name === 'href' || name === 'src') && /^\s*(javascript|data|vbscript):/i.test(value))) {
        element.removeAttribute(name);
      }
    }
  });
  return document.body.innerHTML;
}

function previewBlock(block: BlockData): BlockData {
  return typeof block.html === 'string' ? { ...block, html: previewHtml(block.html) } : block;
}

/** Draws a page's blocks as visitors will see them (inside the router and the site's styles). */
export function BlocksPreview({ blocks, page = STAND_IN_PAGE }: BlocksPreviewProps) {
  const shown = useMemo(() => blocks.map(asBlock).flatMap((block) => (block ? [previewBlock(block)] : [])), [blocks]);
  return (
    <div className="blocks-preview">
      <RenderBlocks blocks={shown} page={page} />
    </div>
  );
}
