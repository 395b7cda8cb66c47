// The address the page's document was loaded at: the one the server answered. A page the app reaches by a move
// inside it, without asking the server, may still be the server's to answer (src/components/not-found-view.tsx).

import { languageOfPath } from '@common/languages';

let documentPath: string | undefined;

/**
 * Remembers the document's address as the router knows it — under a language's base, after it (`/mr/training` is
 * `/training`) — so that the document's own 404 is never taken for one reached inside the app, which would load it
 * again and again. The app calls it as it starts (src/app/start.tsx), before any move.
 */
export function rememberDocumentAddress(pathname: string = window.location.pathname): void {
  documentPath = languageOfPath(pathname).path;
}

/** Whether the app was reached at this path by a move inside it: false for the document's own address, and before the app starts. */
export function reachedInsideApp(pathname: string): boolean {
  return documentPath !== undefined && pathname !== documentPath;
}

/** Loads the address shown from the server, which answers with its redirect or its own page. */
export function loadFromServer(): void {
  window.location.reload();
}
