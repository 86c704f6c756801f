// The UTC day of an event's own time, as the read models bucket their counts. A batch of a replay holds
// thousands of events on a few days, so each day's text is made once (by its day number) instead of a
// Date and an ISO string per event.

const DAY_MS = 86_400_000;
const days = new Map<number, string>();
const DAYS_MAX = 100_000;

/** The UTC day (YYYY-MM-DD) of a time in milliseconds; a time that is not a number throws as Date does. */
export const utcDayOfMillis = (ms: number): string => {
  const n = Math.floor(ms / DAY_MS);
  let day = days.get(n);
  if (day === undefined) {
    day = new Date(n * DAY_MS).toISOString().slice(0, 10);
    if (days.size < DAYS_MAX) days.set(n, day);
  }
  return day;
};

/** The UTC day (YYYY-MM-DD) of an ISO time; an unreadable one throws a RangeError, as Date's toISOString. */
export const utcDay = (iso: string): string => {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new RangeError(`Invalid time value: ${iso}`);
  return utcDayOfMillis(ms);
};
