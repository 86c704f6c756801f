import { describe, expect, it } from 'vitest';
import { PASSWORD_HINT, signInSchema, signUpSchema } from '../src/login/schemas.ts';

type Checked<T> = { value?: T; issues?: ReadonlyArray<{ path?: ReadonlyArray<unknown>; message: string }> };

/** Checks values as the form's resolver does (the contract's schema, in the screen's words). */
async function check<T>(schema: { '~standard': { validate(value: unknown): unknown } }, values: unknown) {
  const result = (await schema['~standard'].validate(values)) as Checked<T>;
  return { success: !result.issues, data: result.value, issues: result.issues ?? [] };
}

/** The first message per field: what the form shows (react-hook-form's default `firstError`). */
function messages(result: { issues: ReadonlyArray<{ path?: ReadonlyArray<unknown>; message: string }> }) {
  const first: Record<string, string> = {};
  for (const issue of result.issues) first[String(issue.path?.[0])] ??= issue.message;
  return first;
}

describe('sign-in validation', () => {
  it('needs an email and a password', async () => {
    expect(messages(await check<{ email: string }>(signInSchema, { email: '', password: '' }))).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(messages(await check<{ email: string }>(signInSchema, { email: 'nope', password: 'x' }))).toEqual({
      email: 'Enter a valid email address',
    });
    expect(
      (await check<{ email: string }>(signInSchema, { email: ' ada@example.com ', password: 'x' })).data
        ?.email,
    ).toBe('ada@example.com');
  });
});

describe('sign-up validation', () => {
  const valid = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: '12345678' };

  it('accepts a complete form with an 8-character password', async () => {
    expect((await check(signUpSchema, valid)).success).toBe(true);
  });

  it("names every missing field and enforces the password minimum with the product's hint", async () => {
    expect(
      messages(await check(signUpSchema, { firstName: ' ', lastName: '', email: '', password: '' })),
    ).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(messages(await check(signUpSchema, { ...valid, password: '1234567' }))).toEqual({
      password: PASSWORD_HINT,
    });
    expect(PASSWORD_HINT).toBe('Password must be at least 8 characters');
  });
});
