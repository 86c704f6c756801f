// A server fault is logged without the request's data: PostgreSQL's detail and context can quote it.
import { SqlError } from '@effect/sql';
import { describe, expect, it } from 'vitest';
import { describeDefect } from '../src/http/defects.ts';

describe('the log line of a defect', () => {
  it("keeps a database error's state, routine and our stack, and none of the data", () => {
    const cause = Object.assign(new Error('invalid input syntax for type uuid: "ada@example.com"'), {
      code: '22P02',
      routine: 'string_to_uuid',
      detail: 'Token "ada@example.com" is invalid.',
      where: 'JSON data, line 1: {"email": "ada@example.com", "firstName": "Ada"}',
    });
    const line = describeDefect(new SqlError.SqlError({ cause, message: 'Failed to execute statement' }));
    expect(line).toMatch(
      /^SqlError SQLSTATE 22P02 in string_to_uuid: invalid input syntax for type uuid: "…"/,
    );
    expect(line).toContain('at ');
    expect(line).not.toContain('ada@example.com');
    expect(line).not.toContain('firstName');
  });

  it('clips a long message and names other defects by their tag', () => {
    const line = describeDefect(new Error('x'.repeat(5000)));
    expect(line.length).toBeLessThan(2000);
    expect(
      describeDefect({ _tag: 'WrongExpectedVersion', message: 'Stream s: expected 1, found 2' }),
    ).toMatch(/^WrongExpectedVersion: Stream s/);
    expect(describeDefect('plain')).toBe('plain');
  });
});
