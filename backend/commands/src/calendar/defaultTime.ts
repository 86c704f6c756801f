import { nextBestSlot, type Platform } from '@market-muse/contracts';

// A new post's default time when none is given: the platform's next best posting window, read as a wall
// clock in the creative's own time zone (profile.timezone), else UTC. Pure, so demo mode uses it too.

const formatterFor = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });

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

const offsetMinutes = (instant: number, timeZone: string) => {
  const { date, minutes } = wallClock(new Date(instant), timeZone);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Math.round((Date.UTC(y, m - 1, d, 0, minutes) - Math.floor(instant / 60_000) * 60_000) / 60_000);
};

/** The instant a wall-clock time (date, minutes after midnight) names in `timeZone`. */
export const zonedInstant = (date: string, minutes: number, timeZone: string): Date => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const asUtc = Date.UTC(y, m - 1, d, 0, minutes);
  let instant = asUtc - offsetMinutes(asUtc, timeZone) * 60_000;
  // Around a daylight-saving change the offset at the guess may differ from the offset at the answer.
  const corrected = asUtc - offsetMinutes(instant, timeZone) * 60_000;
  if (corrected !== instant) instant = corrected;
  return new Date(instant);
};

/** The platform's next best posting window after `now`, in the creative's time zone, as an ISO instant. */
export const defaultScheduleTime = (platform: Platform, now: Date, timeZone?: string | null): string => {
  const zone = knownTimeZone(timeZone);
  const slot = nextBestSlot(platform, wallClock(now, zone));
  return zonedInstant(slot.date, slot.minutes, zone).toISOString();
};
