// Date math of the calendar screens, in the browser's own time zone: a post's ISO instant is shown and
// edited as a local date and time. Weeks start on Monday.

import type { Platform } from '@market-muse/contracts/enums';
import { bestTimeOn, clockTime, nextBestSlot } from '@market-muse/contracts/posting-windows';
import {
  addDays,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  isValid,
  parse,
  startOfMonth,
  startOfWeek,
} from 'date-fns';

export type CalendarView = 'month' | 'week';

const WEEK = { weekStartsOn: 1 } as const;

/** yyyy-mm-dd of a local day. */
export const dayKey = (date: Date) => format(date, 'yyyy-MM-dd');

/** The local day a yyyy-mm-dd names, or null when it is not a real date. */
export const parseDay = (value: string | null | undefined): Date | null => {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = parse(value, 'yyyy-MM-dd', new Date());
  return isValid(date) ? date : null;
};

/** The days the view shows: whole weeks covering the month, or the one week. */
export const visibleDays = (view: CalendarView, anchor: Date): Date[] =>
  view === 'month'
    ? eachDayOfInterval({
        start: startOfWeek(startOfMonth(anchor), WEEK),
        end: endOfWeek(endOfMonth(anchor), WEEK),
      })
    : eachDayOfInterval({ start: startOfWeek(anchor, WEEK), end: endOfWeek(anchor, WEEK) });

/** The instants [from, to) the visible days cover, for the query. */
export const visibleRange = (days: readonly Date[]) => ({
  from: days[0]!.toISOString(),
  to: addDays(days[days.length - 1]!, 1).toISOString(),
});

/** Splits days into rows of seven. */
export const weeksOf = (days: readonly Date[]): Date[][] => {
  const weeks: Date[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  return weeks;
};

/** 'November 2026', or 'Nov 23 – 29, 2026' (across months: 'Nov 30 – Dec 6, 2026'). */
export const periodLabel = (view: CalendarView, anchor: Date) => {
  if (view === 'month') return format(anchor, 'MMMM yyyy');
  const start = startOfWeek(anchor, WEEK);
  const end = endOfWeek(anchor, WEEK);
  if (start.getFullYear() !== end.getFullYear())
    return `${format(start, 'MMM d, yyyy')} – ${format(end, 'MMM d, yyyy')}`;
  if (start.getMonth() !== end.getMonth()) return `${format(start, 'MMM d')} – ${format(end, 'MMM d, yyyy')}`;
  return `${format(start, 'MMM d')} – ${format(end, 'd, yyyy')}`;
};

/** The local date and time inputs' values for an ISO instant. */
export const localParts = (iso: string) => {
  const date = new Date(iso);
  return { date: dayKey(date), time: format(date, 'HH:mm') };
};

/** The ISO instant a local date and time name, or null when either is missing or invalid. */
export const instantOf = (date: string, time: string): string | null => {
  const day = parseDay(date);
  if (!day || !/^\d{2}:\d{2}$/.test(time)) return null;
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  if (hours > 23 || minutes > 59) return null;
  day.setHours(hours, minutes, 0, 0);
  return day.toISOString();
};

/**
 * Where a local date and time really land when the clock skips them (01:30 on a spring night when the
 * clocks go from 01:00 to 02:00 is 02:30), or null when that time exists.
 */
export const skippedTime = (date: string, time: string): { date: string; time: string } | null => {
  const instant = instantOf(date, time);
  if (!instant) return null;
  const actual = localParts(instant);
  return actual.date === date && actual.time === time ? null : actual;
};

/** The platform's best time on a local day, as 'HH:MM'. */
export const bestTimeFor = (platform: Platform, date: string) => {
  const day = parseDay(date);
  return clockTime(bestTimeOn(platform, (day ?? new Date()).getDay()));
};

/** The platform's next best window from now, as local date and time input values. */
export const nextBestLocal = (platform: Platform, now = new Date()) => {
  const slot = nextBestSlot(platform, { date: dayKey(now), minutes: now.getHours() * 60 + now.getMinutes() });
  return { date: slot.date, time: clockTime(slot.minutes) };
};

/** The browser's time zone name, for the note under the calendar. */
export const localTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
