// A person's wall clock in their profile's time zone: the server's "user's today" and the advisor's (in the
// server and in the browser's demo) read it here, so both agree on the day and neither builds a formatter
// per call.

/**
 * Formatters by time zone, made once each: making one costs far more than formatting with it, and a busy
 * server asks for a user's today on most requests. Bounded, since a profile's zone is the user's text (the
 * runtime accepts a zone's name in any letter case).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
const MAX_FORMATTERS = 1_000;

/** The formatter of a zone; throws a RangeError for a zone the runtime does not know (nothing kept then). */
const formatterFor = (timeZone: string) => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

/** The zone if the runtime knows it, else UTC (a profile may hold anything). */
export const knownTimeZone = (timeZone: string | null | undefined) => {
  if (!timeZone) return 'UTC';
  try {
    formatterFor(timeZone);
    return timeZone;
  } catch {
    return 'UTC';
  }
};

/** The wall clock in `timeZone` at `instant`: its date and the minutes after midnight. */
export const wallClock = (instant: Date, timeZone: string) => {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    date: `${String(part('year')).padStart(4, '0')}-${String(part('month')).padStart(2, '0')}-${String(part('day')).padStart(2, '0')}`,
    minutes: part('hour') * 60 + part('minute'),
  };
};

/** The calendar date (yyyy-mm-dd) at `instant` in `timeZone`, UTC when the zone is absent or unknown. */
export const localDate = (instant: Date, timeZone?: string | null) =>
  wallClock(instant, knownTimeZone(timeZone)).date;
