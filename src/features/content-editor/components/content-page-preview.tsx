// Beside a built page's form: the page's blocks as the site draws them (src/blocks), redrawn as staff type,
// at a phone's width (375 px) or a desktop's (1280 px, scaled down to fit), and a link to the page itself
// with its draft (Preview on the real page). Like the cards' preview, it is a picture of the page: inert.
import { useCallback, useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import ToggleButton from 'react-bootstrap/ToggleButton';
import ToggleButtonGroup from 'react-bootstrap/ToggleButtonGroup';

import { BlocksPreview } from '@/blocks/blocks-preview';

import type { FieldValue } from '../api/content';

export const PREVIEW_WIDTHS = { phone: 375, desktop: 1280 } as const;
export type PreviewWidth = keyof typeof PREVIEW_WIDTHS;

export interface ContentPagePreviewProps {
  blocks: ReadonlyArray<{ type: string } & Record<string, FieldValue>>;
  /** Opens the page with its draft in a new tab (saving the draft first when the form changed). */
  onPreviewPage: () => void;
  busy?: boolean;
}

export function ContentPagePreview({ blocks, onPreviewPage, busy }: ContentPagePreviewProps) {
  const [width, setWidth] = useState<PreviewWidth>('phone');
  const [room, setRoom] = useState(0);
  const outer = useRef<HTMLDivElement>(null);
  const inert = useCallback((node: HTMLDivElement | null) => node?.setAttribute('inert', ''), []);

  // The room the panel has: the page's width is scaled to fit it.
  useEffect(() => {
    const node = outer.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setRoom(entry?.contentRect.width ?? 0));
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  const pixels = PREVIEW_WIDTHS[width];
  const scale = room > 0 ? Math.min(1, room / pixels) : 1;

  return (
    <section className="content-page-preview" aria-labelledby="content-page-preview-title">
      <h3 id="content-page-preview-title" className="content-live-preview__title">
        Preview
      </h3>
      <p className="content-live-preview__lead">
        The page as visitors will see it. It follows what you type; nothing is saved until you save.
      </p>
      <div className="content-page-preview__controls">
        <ToggleButtonGroup
          type="radio"
          name="content-page-preview-width"
          value={width}
          onChange={(value: PreviewWidth) => setWidth(value)}
          aria-label="Preview width"
        >
          <ToggleButton id="content-page-preview-phone" value="phone" variant="outline-secondary" size="sm">
            Phone ({PREVIEW_WIDTHS.phone} px)
          </ToggleButton>
          <ToggleButton id="content-page-preview-desktop" value="desktop" variant="outline-secondary" size="sm">
            Desktop ({PREVIEW_WIDTHS.desktop} px)
          </ToggleButton>
        </ToggleButtonGroup>
        <Button size="sm" variant="outline-primary" disabled={busy} onClick={onPreviewPage}>
          Preview on the real page
        </Button>
      </div>
      <div ref={outer} className="content-page-preview__room">
        {blocks.length === 0 ? (
          <p className="content-live-preview__empty">Add a block to see the page.</p>
        ) : (
          // `zoom` (not a transform) so the scaled page takes the room it shows in, no more.
          <div
            ref={inert}
            className="content-page-preview__page"
            data-testid="page-preview"
            data-width={width}
            style={{ width: pixels, zoom: scale < 1 ? scale : undefined }}
          >
            <BlocksPreview blocks={blocks} />
          </div>
        )}
      </div>
    </section>
  );
}
