import { describe, expect, it } from 'vitest';
import { isLater, utcDay } from '../src/utcTimes.ts';

describe('UTC days and order of event times', () => {
  it('reads the day of a time as toISOString writes it, and of any other ISO form through its instant', () => {
    expect(utcDay('2026-01-05T23:59:59.999Z')).toBe('2026-01-05');
    // An offset moves the instant into the next UTC day; a time without milliseconds is still read.
    expect(utcDay('2026-01-05T23:30:00-02:00')).toBe('2026-01-06');
    expect(utcDay('2026-01-05T00:30:00+01:00')).toBe('2026-01-04');
    expect(utcDay('2026-01-05T10:00:00Z')).toBe('2026-01-05');
  });

  it('orders times by their instants, whatever their forms', () => {
    expect(isLater('2026-01-05T10:00:00.001Z', '2026-01-05T10:00:00.000Z')).toBe(true);
    expect(isLater('2026-01-05T10:00:00.000Z', '2026-01-05T10:00:00.000Z')).toBe(false);
    // As text "2026-01-05T09…" sorts before "2026-01-05T10…"; as instants it is an hour later.
    expect(isLater('2026-01-05T09:30:00-02:00', '2026-01-05T10:30:00.000Z')).toBe(true);
    expect(isLater('2026-01-05T10:30:00.000Z', '2026-01-05T09:30:00-02:00')).toBe(false);
  });
});
