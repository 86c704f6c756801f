import { describe, expect, it } from 'vitest';
import { foldIcsLines } from '../src/calendar/ics.ts';

const octets = (line: string) => new TextEncoder().encode(line).length;
const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('iCalendar line folding', () => {
  it('folds a line with emoji at 75 octets without splitting a character, and unfolds to the same text', () => {
    const line = `DESCRIPTION:${'Harbour lights at dusk 🌅🎨 '.repeat(8)}`;
    const folded = foldIcsLines(`BEGIN:VEVENT\r\n${line}\r\nEND:VEVENT`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(4);
    for (const physical of lines) expect(octets(physical)).toBeLessThanOrEqual(75);
    expect(folded).not.toContain('\uFFFD');
    expect(unfold(folded)).toBe(`BEGIN:VEVENT\r\n${line}\r\nEND:VEVENT`);
  });

  it('refolds a line the writer folded by characters', () => {
    const long = `SUMMARY:${'é'.repeat(70)}`;
    const byCharacters = `${long.slice(0, 75)}\r\n ${long.slice(75)}`;
    const folded = foldIcsLines(byCharacters);
    for (const physical of folded.split('\r\n')) expect(octets(physical)).toBeLessThanOrEqual(75);
    expect(unfold(folded)).toBe(long);
  });

  it('leaves short lines alone', () => {
    expect(foldIcsLines('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n')).toBe('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
  });
});
