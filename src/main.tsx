// The page's entry: its styles, then the app once the prerendered HTML has painted. The browser shows
// the content first and downloads, evaluates and hydrates React after (DESIGN §5: FCP and LCP do not
// wait for script). src/app/start.tsx is preloaded by the build, so nothing waits on the network.
import '@/styles/main.scss';

/** Resolves after the next frame has been painted; a hidden tab paints no frames, so a timer backs it up. */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = window.setTimeout(resolve, 100);
    requestAnimationFrame(() => {
      window.setTimeout(() => {
        window.clearTimeout(fallback);
        resolve();
      }, 0);
    });
  });
}

void afterNextPaint()
  .then(() => import('@/app/start'))
  .then(({ start }) => start());
