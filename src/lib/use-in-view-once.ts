// Whether an element has come into (or near) the viewport: counters start, carousels load swiper.
import { useEffect, useState, type RefObject } from 'react';

import { useHydrated } from '@/lib/use-hydrated';

/**
 * True from the moment the element first comes within `rootMargin` of the viewport, and for good
 * after that. False while prerendering; browsers without IntersectionObserver get true at once.
 */
export function useInViewOnce(ref: RefObject<Element | null>, rootMargin = '0px'): boolean {
  const [seen, setSeen] = useState(false);
  const hydrated = useHydrated();
  const supported = hydrated && typeof IntersectionObserver !== 'undefined';
  useEffect(() => {
    const element = ref.current;
    if (!element || seen || !supported) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen, supported, rootMargin]);
  return seen || (hydrated && !supported);
}
