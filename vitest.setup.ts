import '@testing-library/jest-dom/vitest';

import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

import { installConsoleGuard } from '@common/testing/console';
import { server } from '@/testing/msw-server';

// jsdom lacks these browser APIs; tests that care replace them.
if (typeof window !== 'undefined') {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  class NoopIntersectionObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  window.IntersectionObserver ??= NoopIntersectionObserver as unknown as typeof IntersectionObserver;
  withoutAnimations(window);
}

/**
 * jsdom runs no animations and has no Web Animations API: an element's running animations are none. In the page's
 * window and in each frame's (the staff previews render into a frame, whose elements are its own window's), reached
 * through the frame's document; the getter is wrapped once per worker.
 */
function withoutAnimations(view: Window) {
  (view as typeof window).Element.prototype.getAnimations ??= () => [];
  const frame = (view as typeof window).HTMLIFrameElement.prototype;
  const own = Object.getOwnPropertyDescriptor(frame, 'contentDocument')!;
  if (own.get?.name === 'contentDocumentWithoutAnimations') return;
  Object.defineProperty(frame, 'contentDocument', {
    ...own,
    get: function contentDocumentWithoutAnimations(this: HTMLIFrameElement) {
      const document = own.get!.call(this) as Document | null;
      if (document?.defaultView) withoutAnimations(document.defaultView);
      return document;
    },
  });
}

// A frame a test asked for and did not get before it ended is cancelled with it: the test files of a worker share one
// page, and a late frame's focus() or measure would otherwise land in the next test's page (a busy machine's frames
// come late). Wrapped once per worker; each file's setup reads the same set.
const FRAMES = Symbol.for('dexterity.pendingFrames');
type FrameWindow = Window & { [FRAMES]?: { pending: Set<number>; cancel: (id: number) => void } };
function pendingFrames() {
  if (typeof window === 'undefined') return undefined;
  const frameWindow = window as FrameWindow;
  if (!frameWindow[FRAMES]) {
    const request = window.requestAnimationFrame.bind(window);
    const cancel = window.cancelAnimationFrame.bind(window);
    const pending = new Set<number>();
    window.requestAnimationFrame = (callback) => {
      const id = request((time) => {
        pending.delete(id);
        callback(time);
      });
      pending.add(id);
      return id;
    };
    window.cancelAnimationFrame = (id) => {
      pending.delete(id);
      cancel(id);
    };
    frameWindow[FRAMES] = { pending, cancel };
  }
  return frameWindow[FRAMES];
}
const frames = pendingFrames();

// findBy*/waitFor wait for a visible state; the ceiling is generous because a busy machine is slow, not wrong.
configure({ asyncUtilTimeout: 8000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  if (frames) {
    for (const id of frames.pending) frames.cancel(id);
    frames.pending.clear();
  }
  server.resetHandlers();
  leftHeadTags();
});

/**
 * Once a test's pages are unmounted, the head holds none of their tags: a <Helmet> listed by a render React set aside
 * and never unlisted kept its tags in the head of every later page, and of every later test of the worker (a head
 * test then found another page's preload: src/components/head.tsx). They are taken out, and the test fails.
 */
function leftHeadTags() {
  if (typeof document === 'undefined') return;
  const left = [...document.head.querySelectorAll('[data-rh]')];
  const [first] = left;
  if (!first) return;
  for (const tag of left) tag.remove();
  throw new Error(`The test left ${left.length} of its pages' head tags in the document once unmounted, the first ${first.outerHTML}`);
}

afterAll(() => server.close());

installConsoleGuard();
