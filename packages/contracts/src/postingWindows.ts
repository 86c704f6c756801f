// The platforms' best posting windows (the advisor's platform knowledge), as data the
// content calendar computes with: a new post's default day and time. Plain values, no Schema, so browsers
// and the server share them. Benchmarks disagree: these are starting guesses, and the texts say so.
import type { Platform } from './enums.ts';

/** One window: on these days (0 = Sunday … 6 = Saturday), from `start` to `end` (minutes after midnight). */
export interface PostingWindow {
  readonly days: readonly number[];
  readonly start: number;
  readonly end: number;
}

const h = (hours: number) => hours * 60;

/** Each platform's windows, most reliable first. */
export const postingWindows: Readonly<Record<Platform, readonly PostingWindow[]>> = {
  instagram: [
    { days: [2], start: h(9), end: h(13) },
    { days: [3], start: h(10), end: h(13) },
    { days: [1], start: h(10), end: h(12) },
    { days: [5], start: h(9), end: h(11) },
  ],
  facebook: [{ days: [1, 2, 3, 4], start: h(8), end: h(13) }],
  twitter: [
    { days: [5], start: h(9), end: h(10) },
    { days: [1, 2, 3, 4], start: h(8), end: h(10) },
  ],
  linkedin: [{ days: [2, 3], start: h(10), end: h(12) }],
  tiktok: [
    { days: [0], start: h(13), end: h(14) },
    { days: [1, 2, 3, 4, 5], start: h(18), end: h(21) },
  ],
  bluesky: [{ days: [1, 2, 3, 4], start: h(9), end: h(12) }],
};

/** In plain words for the screens, e.g. 'Tuesday 9:00-13:00, Wednesday 10:00-13:00, …'. */
export const postingWindowLabels: Readonly<Record<Platform, string>> = {
  instagram: 'Tuesday 9:00-13:00, Wednesday 10:00-13:00, Monday 10:00-12:00, Friday 9:00-11:00',
  facebook: 'Monday-Thursday 8:00-13:00',
  twitter: 'Friday around 9:00, weekdays 8:00-10:00',
  linkedin: 'Tuesday-Wednesday 10:00-12:00',
  tiktok: 'Sunday around 13:00, weekday evenings 18:00-21:00',
  bluesky: 'Monday-Thursday 9:00-12:00',
};

/** Each platform's caption limit in characters (X counts some characters double: this is the plain count). */
export const platformCharacterLimits: Readonly<Record<Platform, number>> = {
  instagram: 2200,
  facebook: 63206,
  twitter: 280,
  linkedin: 3000,
  tiktok: 2200,
  bluesky: 300,
};

/** 'HH:MM' for minutes after midnight. */
export const clockTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The best time of day to post on `platform` on a given weekday: the start of the best window that
 * includes that day, else the start of the platform's best window (its usual hour).
 */
export const bestTimeOn = (platform: Platform, weekday: number): number => {
  const windows = postingWindows[platform];
  return (windows.find((w) => w.days.includes(weekday)) ?? windows[0]!).start;
};

/**
 * The next best slot on or after a local day and time: the earliest window start of the platform that is
 * still ahead, looking at most a week on. Local dates are plain (year, month 1-12, day) values, so the
 * caller decides the time zone.
 */
export const nextBestSlot = (
  platform: Platform,
  from: { readonly date: string; readonly minutes: number },
): { readonly date: string; readonly minutes: number } => {
  const [year, month, day] = from.date.split('-').map(Number) as [number, number, number];
  const windows = postingWindows[platform];
  for (let offset = 0; offset <= 7; offset += 1) {
    const date = new Date(Date.UTC(year, month - 1, day + offset));
    const weekday = date.getUTCDay();
    const starts = windows
      .filter((w) => w.days.includes(weekday))
      .map((w) => w.start)
      .filter((start) => offset > 0 || start > from.minutes)
      .sort((a, b) => a - b);
    if (starts.length > 0) return { date: date.toISOString().slice(0, 10), minutes: starts[0]! };
  }
  return { date: from.date, minutes: windows[0]!.start };
};

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
/** What a reader sees as characters (graphemes): Bluesky's limit counts these, not UTF-16 units. */
export const graphemeLength = (text: string) => {
  let count = 0;
  for (const _ of graphemes.segment(text)) count++;
  return count;
};
