import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void) {
  window.addEventListener('load', listener);
  return () => window.removeEventListener('load', listener);
}

/**
 * True once the window's load event has fired: off-screen images (later carousel slides) wait for
 * it so they never compete with the hero image for bandwidth. False while prerendering.
 */
export function usePageLoaded(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => document.readyState === 'complete',
    () => false,
  );
}
