// The one way a widget's code is fetched when the visitor shows intent (the carousel's swiper, the
// water ripple, the video modal): nothing until the caller says it is wanted, then one import.
import { startTransition, useEffect, useState } from 'react';

/**
 * The module `load` resolves to, once `wanted` has been true: null before that, and for good if
 * loading failed (the caller keeps its static stand-in; the console gets `failure`, since nothing
 * else depends on a decoration). `load` must be stable, a module-level function: it runs once.
 * Render the module's components as `<module.Widget />`: one object, kept in state, so the widget
 * is the same component on every render.
 */
export function useLoadOnIntent<T extends object>(load: () => Promise<T>, wanted: boolean, failure: string): T | null {
  const [loaded, setLoaded] = useState<T | null>(null);

  useEffect(() => {
    if (!wanted || loaded) return;
    // No cancel flag: an answer after unmounting is dropped by React, and a second request (the effect
    // run again before the first answer) resolves to the same module.
    load().then(
      // A transition: rendering the widget yields to the browser instead of blocking it.
      (module) => startTransition(() => setLoaded(module)),
      (error: unknown) => console.warn(failure, error),
    );
  }, [wanted, loaded, load, failure]);

  return loaded;
}
