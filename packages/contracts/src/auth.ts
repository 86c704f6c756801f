import { PASSWORD_MIN_LENGTH } from './enums.ts';

export { PASSWORD_MIN_LENGTH } from './enums.ts';

import { Schema } from 'effect';
import { Body, NonBlankText, Text, TRIMMED } from './requests/input.ts';

const EMAIL_INVALID = 'email: enter a valid email address';
/** Something@something.something, with spaces around it allowed (they are trimmed). */
const EMAIL_PATTERN = `^[${TRIMMED}]*[^${TRIMMED}@]+@[^${TRIMMED}@]+\\.[^${TRIMMED}@]+[${TRIMMED}]*$`;
const email = new RegExp(EMAIL_PATTERN);
export const Email = Schema.compose(
  Text('email', 254).pipe(
    // The pattern is the whole rule (no `format: email`: the server checks no more than this).
    Schema.filter((value) => email.test(value) || EMAIL_INVALID, { jsonSchema: { pattern: EMAIL_PATTERN } }),
  ),
  Schema.Trim,
);

/** A new password: the rule sign-up states, under the field's own name. */
export const NewPassword = (field: string) =>
  Text(field, 200).pipe(
    Schema.minLength(PASSWORD_MIN_LENGTH, {
      message: () => `${field}: must be at least ${PASSWORD_MIN_LENGTH} characters`,
    }),
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

/** The account's name as the owner edits it on the account page: the sign-up's rules. */
export const ChangeNameRequest = Body({ firstName: Name('firstName'), lastName: Name('lastName') });
export type ChangeNameRequest = typeof ChangeNameRequest.Type;

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

/** A link's token as the mails carry it (43 base64url characters); longer text is refused. */
const LinkToken = Text('token', 100).pipe(Schema.minLength(1, { message: () => 'token: is required' }));

export const ForgotPasswordRequest = Body({ email: Email });
export type ForgotPasswordRequest = typeof ForgotPasswordRequest.Type;

export const ResetPasswordRequest = Body({ token: LinkToken, password: NewPassword('password') });
export type ResetPasswordRequest = typeof ResetPasswordRequest.Type;

export const ChangePasswordRequest = Body({
  currentPassword: Text('currentPassword', 200).pipe(
    Schema.minLength(1, { message: () => 'currentPassword: is required' }),
  ),
  newPassword: NewPassword('newPassword'),
});
export type ChangePasswordRequest = typeof ChangePasswordRequest.Type;

export const VerifyEmailRequest = Body({ token: LinkToken });

export const ChangeEmailRequest = Body({
  newEmail: Schema.compose(
    Text('newEmail', 254).pipe(
      Schema.filter((value) => email.test(value) || 'newEmail: enter a valid email address', {
        jsonSchema: { pattern: EMAIL_PATTERN },
      }),
    ),
    Schema.Trim,
  ),
  password: Text('password', 200).pipe(Schema.minLength(1, { message: () => 'password: is required' })),
});
export type ChangeEmailRequest = typeof ChangeEmailRequest.Type;

export const SAME_EMAIL = 'newEmail: This is already your email';
export const PASSWORD_WRONG = 'password: This is not your current password';
export type VerifyEmailRequest = typeof VerifyEmailRequest.Type;

/** The account page's view of the signed-in account. */
export const Account = Schema.Struct({
  email: Schema.String,
  emailVerified: Schema.Boolean,
  firstName: Schema.NullOr(Schema.String),
  lastName: Schema.NullOr(Schema.String),
  createdAt: Schema.String,
});
export type Account = typeof Account.Type;

/** One signed-in device. */
export const AccountSession = Schema.Struct({
  id: Schema.String,
  createdAt: Schema.String,
  lastSeenAt: Schema.String,
  /** The browser's own description of itself, as it sent it when signing in. */
  userAgent: Schema.NullOr(Schema.String),
  /** The session this request came with. */
  current: Schema.Boolean,
});
export type AccountSession = typeof AccountSession.Type;

/** What every neutral answer says, whether or not an account has the address. */
export const RESET_REQUESTED =
  'If an account uses this email, we sent it a link to choose a new password. It works for one hour.';
export const LINK_INVALID = 'token: This link has expired or was already used. Ask for a new one.';
export const CURRENT_PASSWORD_WRONG = 'currentPassword: This is not your current password';

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
