import { knownTimeZone, nextBestSlot, type Platform, wallClock } from '@market-muse/contracts';

// A new post's default time when none is given: the platform's next best posting window, read as a wall
// clock in the creative's own time zone (profile.timezone), else UTC.

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
