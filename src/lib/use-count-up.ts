// Animated statistics (docs/requirements/spec.md §4, §9): counting starts once, when the row first enters the viewport,
// and climbs from 0 to the leading integer of the text, one step every 30 ms.
import { useEffect, useState } from 'react';

import { COUNTER_LARGE_STEP_NUMBERS, COUNTER_STEP_LARGE, COUNTER_STEP_MS, COUNTER_STEP_SMALL } from '@/config/constants';
import { useHydrated } from '@/lib/use-hydrated';
import { useReducedMotion } from '@/lib/use-reduced-motion';

export interface ParsedCounter {
  /** The leading integer of the text ('5K+' → 5). */
  target: number;
  /** What is re-appended to the counted number: the K (or k) and + of the text. */
  suffix: string;
  /** Added per step: 5 for the texts that are exactly '200+' or '50+', 1 for the rest. */
  step: number;
}

export function parseCounter(text: string): ParsedCounter {
  const match = /^\s*(\d+)/.exec(text);
  const target = match ? Number(match[1]) : 0;
  const rest = match ? text.slice(match[0].length) : text;
  const suffix = `${/k/i.exec(rest)?.[0] ?? ''}${rest.includes('+') ? '+' : ''}`;
  const step = COUNTER_LARGE_STEP_NUMBERS.includes(text) ? COUNTER_STEP_LARGE : COUNTER_STEP_SMALL;
  return { target, suffix, step };
}

/**
 * The text to show for one statistic. Prerendered HTML and reduced motion show the final text;
 * after hydration the counter waits at 0 until `started`, then counts up to the target.
 */
export function useCountUp(text: string, started: boolean): string {
  const reducedMotion = useReducedMotion();
  const hydrated = useHydrated();
  const [steps, setSteps] = useState(0);
  const { target, suffix, step } = parseCounter(text);
  const value = Math.min(steps * step, target);
  const counting = hydrated && !reducedMotion && started && value < target;

  useEffect(() => {
    if (!counting) return undefined;
    const timer = window.setInterval(() => setSteps((count) => count + 1), COUNTER_STEP_MS);
    return () => window.clearInterval(timer);
  }, [counting]);

  if (!hydrated || reducedMotion) return `${target}${suffix}`;
  return `${started ? value : 0}${suffix}`;
}
