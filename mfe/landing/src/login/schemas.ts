// The sign-in and sign-up forms' rules are the contract's own (LoginRequest, RegisterRequest): the server
// checks the same schemas. What lives here is the screen's wording: each field's label, and which fields
// the screens ask for.
import { contractForm } from '@market-muse/client';
import { PASSWORD_MIN_LENGTH } from '@market-muse/contracts/enums';

/** The sign-up hint under the password field. */
export const PASSWORD_HINT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;

/** The fields' labels, which the messages also use ('Email is required'). */
export const LABELS = {
  email: 'Email',
  password: 'Password',
  firstName: 'First name',
  lastName: 'Last name',
} as const;

export interface SignInValues {
  readonly email: string;
  readonly password: string;
}

export const signInSchema = contractForm({
  request: (schemas) => schemas.auth.login.payload,
  toBody: (values: SignInValues) => values,
  names: LABELS,
  required: ['email', 'password'],
});

export interface SignUpValues {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly password: string;
}

export const signUpSchema = contractForm({
  request: (schemas) => schemas.auth.register.payload,
  toBody: (values: SignUpValues) => values,
  names: LABELS,
  required: ['firstName', 'lastName', 'email', 'password'],
});
