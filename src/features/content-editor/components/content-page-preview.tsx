// Beside a built page's form: the page's blocks as the site draws them (src/blocks), redrawn as staff type,
// at a phone's width (375 px) or a desktop's (1280 px, scaled down to fit), and a link to the page itself
// with its draft (Preview on the real page). The blocks are drawn in a frame of that width (ContentPreviewFrame),
// so the site's layout for that width is what shows. Like the cards' preview, it is a picture of the page: inert.
import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import ToggleButton from 'react-bootstrap/ToggleButton';
import ToggleButtonGroup from 'react-bootstrap/ToggleButtonGroup';

import { BlocksPreview } from '@/blocks/blocks-preview';

import type { FieldValue } from '../api/content';

import { ContentPreviewFrame, type FrameStyles } from './content-preview-frame';

export const PREVIEW_WIDTHS = { phone: 375, desktop: 1280 } as const;
export type PreviewWidth = keyof typeof PREVIEW_WIDTHS;

/** What the room around the frame takes from the panel's width: the scroller's borders and a scroll bar. */
const FRAME_CHROME_PX = 20;

export interface ContentPagePreviewProps {
  blocks: ReadonlyArray<{ type: string } & Record<string, FieldValue>>;
  /** Opens the page with its draft in a new tab (saving the draft first when the form changed). */
  onPreviewPage: () => void;
  busy?: boolean;
}

export function ContentPagePreview({ blocks, onPreviewPage, busy }: ContentPagePreviewProps) {
  const [width, setWidth] = useState<PreviewWidth>('phone');
  const [room, setRoom] = useState(0);
  const [styles, setStyles] = useState<FrameStyles>('loading');
  const outer = useRef<HTMLDivElement>(null);

  // The room the panel has: the page's width is scaled to fit it.
  useEffect(() => {
    const node = outer.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setRoom(entry?.contentRect.width ?? 0));
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  const pixels = PREVIEW_WIDTHS[width];
  const scale = room > 0 ? Math.min(1, (room - FRAME_CHROME_PX) / pixels) : 1;
  const label = width === 'phone' ? `a phone’s width (${pixels} px)` : `a desktop’s width (${pixels} px)`;

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
          <>
            {styles === 'failed' && (
              <p className="content-page-preview__failed" role="alert">
                The preview could not load the site’s styles, so it may not look like the page. Reload this page to try again, or use
                Preview on the real page.
              </p>
            )}
            {/* Scrolled here rather than inside the frame (which grows to its page): a scroll bar in the frame would take
                from the width the page is laid out in. */}
            <div
              className="content-page-preview__page"
              data-testid="page-preview"
              data-width={width}
              role="region"
              aria-label={`The page at ${label}`}
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls is reached by the keyboard to scroll it.
              tabIndex={0}
            >
              <ContentPreviewFrame title={`Preview of the page at ${label}`} width={pixels} scale={scale} onStyles={setStyles}>
                <BlocksPreview blocks={blocks} />
              </ContentPreviewFrame>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
