import { PASSWORD_MIN_LENGTH } from './enums.ts';

export { PASSWORD_MIN_LENGTH } from './enums.ts';

import { Schema } from 'effect';
import { Body, NonBlankText, Text, TRIMMED } from './requests/input.ts';

const EMAIL_INVALID = 'email: enter a valid email address';
/** Something@something.something, with spaces around it allowed (they are trimmed). */
const EMAIL_PATTERN = `^[${TRIMMED}]*[^${TRIMMED}@]+@[^${TRIMMED}@]+\\.[^${TRIMMED}@]+[${TRIMMED}]*$`;
const email = new RegExp(EMAIL_PATTERN);
const Email = Schema.compose(
  Text('email', 254).pipe(
    // The pattern is the whole rule (no `format: email`: the server checks no more than this).
    Schema.filter((value) => email.test(value) || EMAIL_INVALID, { jsonSchema: { pattern: EMAIL_PATTERN } }),
  ),
  Schema.Trim,
);

const Password = Text('password', 200).pipe(
  Schema.minLength(PASSWORD_MIN_LENGTH, {
    message: () => `password: must be at least ${PASSWORD_MIN_LENGTH} characters`,
  }),
);

const Name = (field: string) =>
  Schema.compose(NonBlankText(field, 100, `${field}: is required`), Schema.Trim);

export const RegisterRequest = Body({
  email: Email,
  password: Password,
  firstName: Name('firstName'),
  lastName: Name('lastName'),
});
export type RegisterRequest = typeof RegisterRequest.Type;

export const LoginRequest = Body({
  email: Email,
  password: Text('password', 200).pipe(Schema.minLength(1, { message: () => 'password: is required' })),
});
export type LoginRequest = typeof LoginRequest.Type;

/** The signed-in user as GET /api/auth/user answers it. */
export const AuthUser = Schema.Struct({
  id: Schema.String,
  email: Schema.String,
  firstName: Schema.NullOr(Schema.String),
  lastName: Schema.NullOr(Schema.String),
  createdAt: Schema.String,
});
export type AuthUser = typeof AuthUser.Type;

/**
 * Deleting the account asks for the password again, unless the session was signed in a moment ago
 * (ACCOUNT_DELETION_FRESH_MINUTES): a borrowed open laptop is not enough to erase someone's work.
 */
export const DeleteAccountRequest = Body({
  password: Schema.optional(Text('password', 200)),
});
export type DeleteAccountRequest = typeof DeleteAccountRequest.Type;

export const ACCOUNT_DELETION_FRESH_MINUTES = 10;
export const ACCOUNT_DELETION_NEEDS_PASSWORD =
  'password: enter your password to delete your account (or sign in again)';
export const ACCOUNT_DELETION_WRONG_PASSWORD = 'password: the password is not correct';
