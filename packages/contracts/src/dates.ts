// Dates as requests carry them: one rule for every route and the demo import. A date must exist as written
// (no 30 February rolled into March) and lie in a sane range, so PostgreSQL, the folds and the calendar
// export all read it the same way. The patterns are exact, so the OpenAPI document states the whole rule.

/** The first and last years a request may name. */
export const MIN_YEAR = 2000;
export const MAX_YEAR = 2100;

const DAY_31 = '(?:0[1-9]|[12]\\d|3[01])';
const DAY_30 = '(?:0[1-9]|[12]\\d|30)';
const DAY_28 = '(?:0[1-9]|1\\d|2[0-8])';
/** Every year 2000-2100; a leap year is one of 2000, 2004, … 2096 (2100 is not). */
const YEAR = '(?:20\\d\\d|2100)';
const LEAP_YEAR = '20(?:[02468][048]|[13579][26])';
const MONTH_DAY = `(?:(?:0[13578]|1[02])-${DAY_31}|(?:0[469]|11)-${DAY_30}|02-${DAY_28})`;

/** yyyy-mm-dd for a day that exists, 2000-01-01 to 2100-12-31 (a JSON Schema / ECMAScript pattern body). */
export const CALENDAR_DATE_PATTERN = `(?:${YEAR}-${MONTH_DAY}|${LEAP_YEAR}-02-29)`;
/**
 * The time of a date-time: hh:mm:ss, an optional fraction, then Z or an offset of at most 14 hours (the
 * widest a real time zone has; PostgreSQL refuses offsets past 15:59).
 */
export const TIME_PATTERN =
  'T(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d{1,9})?(?:Z|[+-](?:0\\d|1[0-4]):[0-5]\\d)';

const calendarDate = new RegExp(`^${CALENDAR_DATE_PATTERN}$`);
const dateTime = new RegExp(`^${CALENDAR_DATE_PATTERN}${TIME_PATTERN}$`);

/** A real calendar day written yyyy-mm-dd, in MIN_YEAR..MAX_YEAR. */
export const isCalendarDate = (value: string) => calendarDate.test(value);

/**
 * An instant with its offset (a local time without one would mean a different moment on each server), on a
 * real calendar day in MIN_YEAR..MAX_YEAR as written.
 */
export const isDateTime = (value: string) => dateTime.test(value) && !Number.isNaN(Date.parse(value));

/** A day or an instant: deadlines and due dates arrive in either form. */
export const isDateOrDateTime = (value: string) => isCalendarDate(value) || isDateTime(value);

export const CALENDAR_DATE_RULE = `a date (yyyy-mm-dd) between ${MIN_YEAR} and ${MAX_YEAR}`;
export const DATE_TIME_RULE = `a date and time (ISO 8601 with Z or an offset, e.g. 2026-11-24T09:00:00Z) between ${MIN_YEAR} and ${MAX_YEAR}`;
