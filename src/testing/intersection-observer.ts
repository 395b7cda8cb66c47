// A stand-in IntersectionObserver for unit tests: the test decides when elements enter the viewport.
import { act } from '@testing-library/react';
import { vi } from 'vitest';

export interface FakeIntersection {
  /** Tells every live observer that its elements are (or are not) in view. */
  intersect: (isIntersecting: boolean) => void;
  /** Observers created so far, with the options they were given. */
  observers: ReadonlyArray<{ options?: IntersectionObserverInit; disconnect: ReturnType<typeof vi.fn> }>;
}

/** Installs the fake for the current test; `vi.unstubAllGlobals()` removes it. */
export function stubIntersectionObserver(): FakeIntersection {
  const observers: Array<FakeObserver> = [];
  class FakeObserver {
    observe = vi.fn();
    unobserve = vi.fn();
    disconnect = vi.fn();
    takeRecords = () => [];
    constructor(
      readonly callback: IntersectionObserverCallback,
      readonly options?: IntersectionObserverInit,
    ) {
      observers.push(this);
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    observers,
    intersect(isIntersecting) {
      act(() => {
        for (const observer of observers) {
          observer.callback([{ isIntersecting } as IntersectionObserverEntry], observer as unknown as IntersectionObserver);
        }
      });
    },
  };
}
