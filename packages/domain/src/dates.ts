// Date rules, one of each. A calendar date is `yyyy-mm-dd` (the contract's IsoDate); an instant is an ISO
// timestamp. "A week" means one thing: Monday to Sunday of a calendar date. Which calendar date is the
// caller's choice, and each choice has its own name here: the user's own today (their profile's time zone)
// for what is due this week, and an instant's UTC date for the weekly buckets of the history charts,
// which must not move when a user changes time zone.
import { IsoDate, IsoDateTime, localDate } from '@market-muse/contracts';
import { Schema } from 'effect';

const DAY_MS = 86_400_000;

/** `yyyy-mm-dd` with a real month and day number (the contract's IsoDate pattern). */
export const isCalendarDate: (value: string) => boolean = Schema.is(IsoDate);

/** A full ISO timestamp with seconds and an offset (the contract's IsoDateTime pattern). */
export const isInstant: (value: string) => boolean = Schema.is(IsoDateTime);

/** A calendar date, or a timestamp on one, that names a real day (a deadline arrives in either form). */
export const isDateOrInstant = (value: string) =>
  isCalendarDate(value.slice(0, 10)) &&
  (value.length === 10 || isInstant(value)) &&
  !Number.isNaN(Date.parse(value));

/** The calendar date `days` after `date` (before, when negative). */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The UTC calendar date of an instant. */
export const utcDate = (instant: string | Date) => new Date(instant).toISOString().slice(0, 10);

/** Monday and Sunday (yyyy-mm-dd) of the week holding a calendar date. */
export const weekOf = (date: string) => {
  const fromMonday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  const from = addDays(date, -fromMonday);
  return { from, to: addDays(from, 6) };
};

/** The Monday of the UTC week an instant falls in: the key of the history charts' weekly buckets. */
export const utcWeekOf = (instant: string | Date) => weekOf(utcDate(instant)).from;

/** The user's own calendar date at `at`, in their profile's time zone (UTC when unknown or absent). */
export const userToday = (at: Date, timeZone: string | null | undefined) => localDate(at, timeZone);

/** The week holding the user's own today: what "due this week" means on the dashboard and for habits. */
export const userWeek = (at: Date, timeZone: string | null | undefined) => weekOf(userToday(at, timeZone));
