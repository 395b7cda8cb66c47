// The page's entry. The prerendered HTML paints first; then the entry preloads the page's modules (the
// build lists them in #page-modules) and starts the app, which hydrates the page. So script never
// competes with the CSS, the font and the hero image for the first paint (docs/requirements/design.md §5: FCP, LCP).
// It imports nothing but the styles: a static import would put the shared chunk in the HTML's head
// (scripts/budget.mjs fails the build's check when the page preloads any module).
import '@/styles/main.scss';

/** A tab in the background paints nothing until it is shown; the app starts regardless after this. */
const START_ANYWAY_MS = 3000;

/**
 * Resolves once the page has painted content (its first contentful paint). Browsers without paint
 * timing wait one frame; an empty page (the shell of a client-only route) does not wait.
 */
function afterContentfulPaint(): Promise<void> {
  if (!document.getElementById('root')?.hasChildNodes()) return Promise.resolve();
  return new Promise((resolve) => {
    let observer: PerformanceObserver | undefined;
    let fallback: number | undefined;
    let painted = false;
    const done = () => {
      painted = true;
      window.clearTimeout(fallback);
      observer?.disconnect();
      resolve();
    };
    // The fallback is armed from the next task. The task that runs this module is often the one in which the browser
    // lays the whole page out, at its load event; a timer set in it makes Lighthouse's model of a slow phone hold that
    // layout until this file has downloaded, past the first paint (docs/benchmarks.md, 2026-12-03).
    void nextTask().then(() => {
      if (!painted) fallback = window.setTimeout(done, START_ANYWAY_MS);
    });
    if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) done();
      });
      observer.observe({ type: 'paint', buffered: true });
    } else {
      requestAnimationFrame(() => window.setTimeout(done, 0));
    }
  });
}

/**
 * Resolves in a later task: the browser's scheduler.yield() where there is one, else a timer. (Not a
 * MessageChannel made for the call: Chromium may collect a channel nothing refers to before its message
 * arrives, and the page would never start.)
 */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => window.setTimeout(resolve, 0));
}

/**
 * Fetches every module of the page in parallel, so the app's and the page's chunks do not wait on each other.
 * Starting a fetch costs a slow phone's main thread a few milliseconds: one module per task, so a page of a
 * dozen modules (a built page's blocks) never holds it for one long stretch.
 */
async function preloadPageModules(): Promise<void> {
  let modules: unknown = [];
  try {
    modules = JSON.parse(document.getElementById('page-modules')?.textContent ?? '[]');
  } catch {
    // Without the list the app still loads its modules, one import after another.
  }
  if (!Array.isArray(modules)) return;
  for (const href of modules) {
    if (typeof href !== 'string') continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.crossOrigin = '';
    document.head.append(link);
    await nextTask();
  }
}

void afterContentfulPaint()
  .then(preloadPageModules)
  .then(() => import('@/app/start'))
  // The app's modules are evaluated in the task that brings them, and the app starts in the next: on a slow phone the
  // two together were one task of 150 ms (docs/benchmarks.md, 2026-12-04).
  .then(async ({ start }) => {
    await nextTask();
    await start();
  });
