// The account forms' rules are the contract's (ForgotPasswordRequest, ResetPasswordRequest,
// ChangePasswordRequest): the server checks the same schemas. Here: the screens' wording.
import { contractForm } from '@market-muse/client';
import { PASSWORD_MIN_LENGTH } from '@market-muse/contracts/enums';

export const NEW_PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters`;

export interface ForgotValues {
  readonly email: string;
}
export const forgotSchema = contractForm({
  request: (schemas) => schemas.recovery.forgotPassword.payload,
  toBody: (values: ForgotValues) => values,
  names: { email: 'Email' },
  required: ['email'],
});

export interface ResetValues {
  readonly password: string;
  readonly token: string;
}
export const resetSchema = contractForm({
  request: (schemas) => schemas.recovery.resetPassword.payload,
  toBody: (values: ResetValues) => values,
  names: { password: 'New password', token: 'Link' },
  required: ['password'],
});

export interface ChangePasswordValues {
  readonly currentPassword: string;
  readonly newPassword: string;
}
export const changePasswordSchema = contractForm({
  request: (schemas) => schemas.account.changePassword.payload,
  toBody: (values: ChangePasswordValues) => values,
  names: { currentPassword: 'Current password', newPassword: 'New password' },
  required: ['currentPassword', 'newPassword'],
});

export interface ChangeEmailValues {
  readonly newEmail: string;
  readonly password: string;
}
export const changeEmailSchema = contractForm({
  request: (schemas) => schemas.account.changeEmail.payload,
  toBody: (values: ChangeEmailValues) => values,
  names: { newEmail: 'New email', password: 'Password' },
  required: ['newEmail', 'password'],
});

export interface ChangeNameValues {
  readonly firstName: string;
  readonly lastName: string;
}
export const changeNameSchema = contractForm({
  request: (schemas) => schemas.account.changeName.payload,
  toBody: (values: ChangeNameValues) => values,
  names: { firstName: 'First name', lastName: 'Last name' },
  required: ['firstName', 'lastName'],
});

export interface PasskeyNameValues {
  readonly name: string;
}
/** A passkey's name, when adding one and when renaming it: the rename request's rule. */
export const passkeyNameSchema = contractForm({
  request: (schemas) => schemas.passkeys.renamePasskey.payload,
  toBody: (values: PasskeyNameValues) => values,
  names: { name: 'Passkey name' },
  required: ['name'],
});
