import { describe, expect, it } from 'vitest';
import {
  addDays,
  isCalendarDate,
  isDateOrInstant,
  userToday,
  userWeek,
  utcWeekOf,
  weekOf,
} from '../src/dates.ts';

describe('date rules', () => {
  it('a calendar date is yyyy-mm-dd with a real month and day number', () => {
    expect(isCalendarDate('2026-11-21')).toBe(true);
    for (const bad of ['2026-13-01', '2026-00-10', '2026-01-32', '21/11/2026', '2026-1-1', ''])
      expect(isCalendarDate(bad), bad).toBe(false);
  });

  it('a deadline is a real day, as a date or a timestamp with an offset', () => {
    for (const good of ['2026-02-28', '2026-01-01T10:00:00Z', '2026-01-01T10:00:00.123+02:00'])
      expect(isDateOrInstant(good), good).toBe(true);
    for (const bad of ['2026-13-01', '2026-01-01T10:00Z', '2026-01-01T10:00:00', '2026-01-01T25:00:00Z', 'x'])
      expect(isDateOrInstant(bad), bad).toBe(false);
  });

  it('a week is Monday to Sunday of a calendar date', () => {
    expect(weekOf('2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(weekOf('2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(weekOf('2027-01-01')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });

  it("the user's week follows their time zone; the charts' week follows UTC", () => {
    // Sunday 23:30 in UTC is already Monday in Tokyo.
    const at = new Date('2026-11-29T23:30:00Z');
    expect(userToday(at, 'Asia/Tokyo')).toBe('2026-11-30');
    expect(userWeek(at, 'Asia/Tokyo')).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    expect(userWeek(at, null)).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(userToday(at, 'Not/AZone')).toBe('2026-11-29');
    expect(utcWeekOf('2026-11-29T23:30:00+09:00')).toBe('2026-11-23');
    expect(utcWeekOf(at)).toBe('2026-11-23');
  });

  it('each zone keeps its own today however many zones were asked before, in any letter case', () => {
    const at = new Date('2026-11-29T23:30:00Z');
    // More spellings of Tokyo than the formatters kept: every answer is still Tokyo's, and a zone asked in
    // between keeps its own.
    for (let n = 0; n < 1_100; n++) {
      const spelling = [...'Asia/Tokyo']
        .map((c, i) => ((n >> i) & 1 ? c.toUpperCase() : c.toLowerCase()))
        .join('');
      expect(userToday(at, spelling)).toBe('2026-11-30');
      if (n % 100 === 0) expect(userToday(at, 'America/Los_Angeles')).toBe('2026-11-29');
    }
    expect(userToday(at, 'Not/AZone')).toBe('2026-11-29');
  });
});
