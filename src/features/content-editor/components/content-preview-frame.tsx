// A document of its own for the page preview, so the site's media queries see the width it draws at (a phone's
// 375 px), not the staff window's: an <iframe> without an address (same origin; it inherits the staff page's
// Content-Security-Policy, and no script ever runs in it) into which the caller's elements are drawn by a React
// portal. The staff page's stylesheets — the site's, and each block's as its chunk loads — are copied into it, and
// its theme follows the staff page's, which is the site's (one stored choice, else the system's).
import { useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

export type FrameStyles = 'loading' | 'ready' | 'failed';

export interface ContentPreviewFrameProps {
  /** What the frame shows, for a screen reader's list of frames. */
  title: string;
  /** The frame's width in CSS pixels: the viewport the page is laid out in. */
  width: number;
  /** Drawn smaller to fit its room (1: at its own size). */
  scale: number;
  children: ReactNode;
  /** How its copies of the stylesheets loaded: the caller says so when they could not. */
  onStyles?: (styles: FrameStyles) => void;
}

/** The frame's height until its page has been measured (a phone's screen). */
const FIRST_HEIGHT = 640;

const isStylesheet = (node: Node): node is HTMLLinkElement | HTMLStyleElement =>
  node.nodeName === 'STYLE' || (node.nodeName === 'LINK' && (node as HTMLLinkElement).relList.contains('stylesheet'));

/**
 * Copies the staff page's stylesheets and theme into the frame's document and keeps them in step: a block's
 * stylesheet is added to the staff page when its chunk loads, and the theme changes when staff switch it. Tells
 * how the copied stylesheets loaded, and the height of what is drawn (the frame grows to it: no scroll inside).
 */
function mirrorPage(
  from: Document,
  into: Document,
  root: HTMLElement,
  onStyles: (styles: FrameStyles) => void,
  onHeight: (height: number) => void,
): () => void {
  const copies = new Map<Node, HTMLElement>();
  let pending = 0;
  let failed = false;
  let shown = false;
  const settle = () => {
    if (failed) onStyles('failed');
    else if (pending === 0 || shown) {
      shown = true;
      onStyles('ready');
    }
  };
  const copy = (node: HTMLLinkElement | HTMLStyleElement) => {
    const made = into.importNode(node, true) as HTMLElement;
    if (node.nodeName === 'LINK') {
      pending += 1;
      const done = (event: Event) => {
        pending -= 1;
        if (event.type === 'error') failed = true;
        settle();
      };
      made.addEventListener('load', done, { once: true });
      made.addEventListener('error', done, { once: true });
    }
    copies.set(node, made);
    into.head.append(made);
  };
  for (const node of from.head.childNodes) if (isStylesheet(node)) copy(node);

  const theme = () => {
    for (const name of ['data-bs-theme', 'lang', 'dir']) {
      const value = from.documentElement.getAttribute(name);
      if (value === null) into.documentElement.removeAttribute(name);
      else into.documentElement.setAttribute(name, value);
    }
  };
  theme();

  const sheets = new MutationObserver((changes) => {
    for (const change of changes) {
      for (const node of change.addedNodes) if (change.target === from.head && isStylesheet(node)) copy(node);
      for (const node of change.removedNodes) {
        copies.get(node)?.remove();
        copies.delete(node);
      }
      // The development server rewrites a module's <style> in place when its source changes.
      const style = change.target.nodeName === 'STYLE' ? change.target : change.target.parentNode;
      const mirrored = style && copies.get(style);
      if (mirrored && style.nodeName === 'STYLE') mirrored.textContent = style.textContent;
    }
  });
  sheets.observe(from.head, { childList: true, subtree: true, characterData: true });
  const themes = new MutationObserver(theme);
  themes.observe(from.documentElement, { attributes: true, attributeFilter: ['data-bs-theme', 'lang', 'dir'] });

  // A picture of the page: its links and buttons take no clicks and no focus (the frame is no tab stop of its own).
  root.setAttribute('inert', '');
  // Holds its blocks' margins, so its height is the page's.
  root.style.display = 'flow-root';
  into.body.append(root);
  // The frame is as tall as its page: the staff page scrolls it, and no scroll bar inside takes from its width.
  into.documentElement.style.overflowY = 'hidden';
  const Observer = into.defaultView?.ResizeObserver;
  const sizes = Observer ? new Observer(() => onHeight(Math.ceil(root.getBoundingClientRect().height))) : undefined;
  sizes?.observe(root);
  settle();

  return () => {
    sheets.disconnect();
    themes.disconnect();
    sizes?.disconnect();
    root.remove();
    for (const made of copies.values()) made.remove();
  };
}

/** Draws `children` in a frame of `width` CSS pixels, with the site's styles and theme, as tall as they are. */
export function ContentPreviewFrame({ title, width, scale, children, onStyles }: ContentPreviewFrameProps) {
  const [frame, setFrame] = useState<HTMLIFrameElement | null>(null);
  const [frameDocument, setFrameDocument] = useState<Document | null>();
  const [styles, setStyles] = useState<FrameStyles>('loading');
  const [height, setHeight] = useState(FIRST_HEIGHT);

  // The frame's first document (about:blank, at once); a browser that replaces it when the frame loads gives the new one.
  useEffect(() => {
    if (!frame) return undefined;
    const take = () => setFrameDocument(frame.contentDocument);
    take();
    frame.addEventListener('load', take);
    return () => frame.removeEventListener('load', take);
  }, [frame]);

  // The element the portal draws into, put in the frame's page (and its stylesheets copied) before the first paint.
  const root = useMemo(() => frameDocument?.createElement('div'), [frameDocument]);
  useLayoutEffect(() => {
    if (!frameDocument || !root) return undefined;
    return mirrorPage(document, frameDocument, root, setStyles, setHeight);
  }, [frameDocument, root]);

  // A document the staff page cannot reach (a browser's policy): nothing can be drawn in it.
  const shown: FrameStyles = frameDocument === null ? 'failed' : styles;
  useEffect(() => onStyles?.(shown), [onStyles, shown]);

  return (
    <>
      {/* The frame keeps its width; drawn smaller, the room it takes is its scaled size. */}
      <div className="content-preview-frame" style={{ width: width * scale, height: height * scale }}>
        <iframe
          ref={setFrame}
          title={title}
          // Not a stop of the keyboard's: a frame is one, and its page is inert (a picture of the page).
          tabIndex={-1}
          className="content-preview-frame__frame"
          data-styles={shown}
          style={{
            width,
            height,
            transform: scale < 1 ? `scale(${scale})` : undefined,
            // Until its stylesheets have loaded, rather than a page without styles for a moment.
            visibility: shown === 'loading' ? 'hidden' : undefined,
          }}
        />
      </div>
      {root && createPortal(children, root)}
    </>
  );
}
