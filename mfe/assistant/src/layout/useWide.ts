import { useSyncExternalStore } from 'react';

const QUERY = '(min-width: 900px)';

/** True at 900 px and wider (the sidebar layout). */
export function useWide(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(QUERY);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(QUERY).matches : true),
    () => true,
  );
}
