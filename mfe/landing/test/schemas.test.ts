import { describe, expect, it } from 'vitest';
import { PASSWORD_HINT, signInSchema, signUpSchema } from '../src/login/schemas.ts';

/** The first message per field: what the form shows (react-hook-form's default `firstError`). */
function messages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const first: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) first[String(issue.path[0])] ??= issue.message;
  return first;
}

describe('sign-in validation (spec §5)', () => {
  it('needs an email and a password', () => {
    expect(messages(signInSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(messages(signInSchema.safeParse({ email: 'nope', password: 'x' }))).toEqual({
      email: 'Enter a valid email address',
    });
    expect(signInSchema.safeParse({ email: ' ada@example.com ', password: 'x' }).data?.email).toBe(
      'ada@example.com',
    );
  });
});

describe('sign-up validation (spec §5, §9)', () => {
  const valid = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: '12345678' };

  it('accepts a complete form with an 8-character password', () => {
    expect(signUpSchema.safeParse(valid).success).toBe(true);
  });

  it('names every missing field and enforces the password minimum with the spec hint', () => {
    expect(
      messages(signUpSchema.safeParse({ firstName: ' ', lastName: '', email: '', password: '' })),
    ).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(messages(signUpSchema.safeParse({ ...valid, password: '1234567' }))).toEqual({
      password: PASSWORD_HINT,
    });
    expect(PASSWORD_HINT).toBe('Password must be at least 8 characters');
  });
});
