// Days and order of the ISO times events carry. Events record their times as `toISOString()` writes them
// (UTC, milliseconds, `Z`): such a time's day is its first ten characters and two of them order as text,
// which a rebuild does for every event of the busiest models; any other form goes through a Date.

const CANONICAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The UTC day (yyyy-mm-dd) of an ISO time. */
export const utcDay = (iso: string) =>
  CANONICAL.test(iso) ? iso.slice(0, 10) : new Date(iso).toISOString().slice(0, 10);

/** Whether ISO time `a` is later than `b`. */
export const isLater = (a: string, b: string) =>
  CANONICAL.test(a) && CANONICAL.test(b) ? a > b : Date.parse(a) > Date.parse(b);
