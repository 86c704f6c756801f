import { Schema } from 'effect';

/**
 * Event payloads, one schema per event type. Events are facts: fields are only ever added (with an
 * upcaster for old versions), never renamed in place.
 */
export const UserRegistered = Schema.Struct({
  userId: Schema.String,
  email: Schema.String,
  firstName: Schema.String,
  lastName: Schema.String,
  /** argon2id PHC string: the secret itself is never recorded. */
  passwordHash: Schema.String,
  registeredAt: Schema.String,
});
export type UserRegistered = typeof UserRegistered.Type;

export const EmailReserved = Schema.Struct({
  email: Schema.String,
  userId: Schema.String,
});
export type EmailReserved = typeof EmailReserved.Type;

export type UserEvent =
  | { readonly type: 'UserRegistered'; readonly data: UserRegistered }
  | { readonly type: 'EmailReserved'; readonly data: EmailReserved };
