import { describe, expect, it } from 'vitest';
import { contractForm, screenMessage } from '../src/forms.ts';

type Result = { value?: unknown; issues?: ReadonlyArray<{ message: string; path?: ReadonlyArray<unknown> }> };
const check = async (schema: { '~standard': { validate: (v: unknown) => unknown } }, values: unknown) =>
  (await schema['~standard'].validate(values)) as Result;
const messages = (result: Result) =>
  Object.fromEntries((result.issues ?? []).map((issue) => [String(issue.path?.[0] ?? ''), issue.message]));

describe('forms checked by the contract', () => {
  const goalForm = contractForm({
    request: (s) => s.goals.create.payload,
    toBody: (values: { title: string; targetValue: string }) => ({
      title: values.title,
      targetValue: values.targetValue.trim() === '' ? null : Number(values.targetValue),
    }),
    names: { targetValue: 'Target' },
  });

  it("gives the contract's messages in the screen's words, one per field", async () => {
    expect(messages(await check(goalForm, { title: ' ', targetValue: '-3' }))).toEqual({
      title: 'Goal title is required',
      targetValue: 'Target must be a positive number',
    });
  });

  it('answers the request as the server reads it', async () => {
    expect((await check(goalForm, { title: 'Sell prints', targetValue: '20' })).value).toEqual({
      title: 'Sell prints',
      targetValue: 20,
    });
    const signIn = contractForm({
      request: (s) => s.auth.login.payload,
      toBody: (values: { email: string; password: string }) => values,
      required: ['email'],
      names: { email: 'Email', password: 'Password' },
    });
    expect((await check(signIn, { email: ' ada@example.com ', password: 'x' })).value).toEqual({
      email: 'ada@example.com',
      password: 'x',
    });
    expect(messages(await check(signIn, { email: '', password: '' }))).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it("runs the screen's own rules, and a required blank field says so before any other rule", async () => {
    const progress = contractForm({
      request: (s) => s.goals.progress.payload,
      toBody: (values: { currentValue: string }) => ({ currentValue: Number(values.currentValue) }),
      required: ['currentValue'],
      screenRules: ({ currentValue }) =>
        Number(currentValue) < 0 ? { currentValue: 'Enter 0 or more' } : {},
    });
    expect(messages(await check(progress, { currentValue: '' }))).toEqual({
      currentValue: 'CurrentValue is required',
    });
    expect(messages(await check(progress, { currentValue: '-1' }))).toEqual({
      currentValue: 'Enter 0 or more',
    });
    expect(messages(await check(progress, { currentValue: 'x' }))).toEqual({
      currentValue: 'Must be a number',
    });
  });

  it('words a message by its field name only when the message has no subject of its own', () => {
    expect(screenMessage('password: must be at least 8 characters', 'Password')).toBe(
      'Password must be at least 8 characters',
    );
    expect(screenMessage('email: enter a valid email address', 'Email')).toBe('Enter a valid email address');
    expect(screenMessage('name: Project name is required', 'Name')).toBe('Project name is required');
    expect(screenMessage('unit: at most 100 characters', undefined)).toBe('At most 100 characters');
  });
});
