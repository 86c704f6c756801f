import { PASSWORD_MIN_LENGTH } from './enums.ts';

export { PASSWORD_MIN_LENGTH } from './enums.ts';

import { Schema } from 'effect';

const Email = Schema.Trim.pipe(
  Schema.pattern(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: () => 'email: enter a valid email address' }),
  Schema.maxLength(254, { message: () => 'email: at most 254 characters' }),
).annotations({
  // Schema.Trim documents its encoded side (any string); the document should say what is accepted.
  jsonSchema: {
    type: 'string',
    format: 'email',
    pattern: '^\\s*[^\\s@]+@[^\\s@]+\\.[^\\s@]+\\s*$',
    maxLength: 254,
  },
});

const Password = Schema.String.pipe(
  Schema.minLength(PASSWORD_MIN_LENGTH, {
    message: () => `password: must be at least ${PASSWORD_MIN_LENGTH} characters`,
  }),
  Schema.maxLength(200, { message: () => 'password: at most 200 characters' }),
);

const Name = (field: string) =>
  Schema.Trim.pipe(
    Schema.minLength(1, { message: () => `${field}: is required` }),
    Schema.maxLength(100, { message: () => `${field}: at most 100 characters` }),
  ).annotations({ jsonSchema: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' } });

export const RegisterRequest = Schema.Struct({
  email: Email,
  password: Password,
  firstName: Name('firstName'),
  lastName: Name('lastName'),
});
export type RegisterRequest = typeof RegisterRequest.Type;

export const LoginRequest = Schema.Struct({
  email: Email,
  password: Schema.String.pipe(Schema.minLength(1, { message: () => 'password: is required' })),
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
