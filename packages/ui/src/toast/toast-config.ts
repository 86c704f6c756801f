/** One toast visible; a new one replaces it. */
export const TOAST_LIMIT = 1;
/** A dismissed toast stays in the store (closed) this long before it is removed. */
export const TOAST_REMOVE_DELAY = 1_000_000;
/** Radix's defaults, set explicitly so they cannot drift. */
export const TOAST_DURATION = 5000;
export const TOAST_SWIPE_DIRECTION = 'right';
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOAST_HOTKEY = ['F8'];
