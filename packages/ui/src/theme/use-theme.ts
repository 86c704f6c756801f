import { readThemeChoice, setThemeChoice, subscribeTheme } from '@market-muse/ui/theme';
import { useSyncExternalStore } from 'react';

/** The remembered theme choice and its setter; every switch on the page follows a change made by any. */
export function useThemeChoice() {
  const choice = useSyncExternalStore(subscribeTheme, readThemeChoice, () => 'system' as const);
  return [choice, setThemeChoice] as const;
}
