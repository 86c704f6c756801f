import { describe, expect, it } from 'vitest';
import { csvLine } from '../../src/index.ts';

// The CSV downloads (a creator's own export, the analysts' export, demo mode's) write each cell so that a
// spreadsheet shows it as text: a cell a spreadsheet would run as a formula gets a leading single quote,
// and is quoted.

const columns = ['title', 'value'];
const line = (title: string | null, value: number | null = null) => csvLine(columns, { title, value });

describe('CSV cells', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","Click")', `"'=HYPERLINK(""http://evil.example"",""Click"")",\n`],
    ['+1+1', `"'+1+1",\n`],
    ['-2+3', `"'-2+3",\n`],
    ['@SUM(A1:A9)', `"'@SUM(A1:A9)",\n`],
    ['\tcmd', `"'\tcmd",\n`],
    ['\rcmd', `"'\rcmd",\n`],
  ])('neutralise a text cell starting with a formula trigger: %j', (title, expected) => {
    expect(line(title)).toBe(expected);
  });

  it('leave every other cell as it was', () => {
    expect(line('Sell 10 prints')).toBe('Sell 10 prints,\n');
    expect(line('a=b, c')).toBe('"a=b, c",\n');
    expect(line('say "hi"')).toBe('"say ""hi""",\n');
    expect(line('two\nlines')).toBe('"two\nlines",\n');
    expect(line(null)).toBe(',\n');
    expect(line('')).toBe(',\n');
  });

  it('write numbers as numbers, negative ones too', () => {
    expect(line('Goal', -3)).toBe('Goal,-3\n');
    expect(line('Goal', 2.5)).toBe('Goal,2.5\n');
  });
});
