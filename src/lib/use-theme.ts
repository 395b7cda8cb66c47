import { useSyncExternalStore } from 'react';

import { chooseTheme, currentTheme, subscribeTheme, type Theme } from '@/lib/theme';

/** The active theme; 'light' while prerendering and hydrating, the real one right after. */
export function useTheme(): [Theme, (theme: Theme) => void] {
  const theme = useSyncExternalStore(subscribeTheme, currentTheme, () => 'light' as const);
  return [theme, chooseTheme];
}
