import { HttpServerRequest } from '@effect/platform';
import { type CallLimit, PASSKEY_LIMITS } from '@market-muse/contracts';
import { emailStreamOf } from '@market-muse/domain';
import { Effect, Option } from 'effect';
import type { BucketRule, DelayRule } from './rules.ts';

// The product's abuse limits, in one place (docs/accounts.md explains them to operators). Sign-in uses
// growing delays, never a lock: the owner of an account under attack waits at most SIGN_IN_MAX_DELAY
// between tries, and a password reset link (limited separately) always gets them in.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Failed or not, 5 sign-in tries per account go at once; then 1 s, 2 s, 4 s … up to 15 minutes apart. */
export const signInPerAccount: DelayRule = {
  kind: 'delay',
  free: 5,
  baseMs: 1000,
  maxMs: 15 * MINUTE,
  forgetMs: HOUR,
};

/** Per client address, 20 failed tries (across any accounts) go at once; then the same growing delays. */
export const signInPerAddress: DelayRule = {
  kind: 'delay',
  free: 20,
  baseMs: 1000,
  maxMs: 15 * MINUTE,
  forgetMs: HOUR,
};

/** New accounts per client address: 10 at once, then 10 an hour (MM_SIGN_UPS_PER_HOUR). */
export const DEFAULT_SIGN_UPS_PER_HOUR = 10;
export const signUpPerAddress = (perHour: number): BucketRule => ({
  kind: 'bucket',
  capacity: perHour,
  refillMs: HOUR,
});
/** Password reset requests per client address: 10 at once, then 10 an hour. */
export const resetRequestsPerAddress: BucketRule = { kind: 'bucket', capacity: 10, refillMs: HOUR };
/** Reset mails per account: 3 an hour (more requests get the same answer, without another mail). */
export const resetMailsPerAccount: BucketRule = { kind: 'bucket', capacity: 3, refillMs: HOUR };
/** Mails telling an account's owner that someone tried to sign up with their address: 3 an hour. */
export const signUpNotices: BucketRule = { kind: 'bucket', capacity: 3, refillMs: HOUR };
/** Verification mails per account: 3 at once, then 3 an hour. */
export const verificationMailsPerAccount: BucketRule = { kind: 'bucket', capacity: 3, refillMs: HOUR };
/**
 * Connecting a social account per user: 10 tries at once, then 10 an hour. Each try opens a session on the
 * account's server with the given password: the limit keeps us from being used to guess app passwords.
 */
export const connectionTriesPerUser: BucketRule = { kind: 'bucket', capacity: 10, refillMs: HOUR };
/** Contact form messages per client address: 5 at once, then 5 an hour. */
export const contactPerAddress: BucketRule = { kind: 'bucket', capacity: 5, refillMs: HOUR };
/** A limit the contract states (and the API document says): `count` at once, then `count` per minute or hour. */
const bucketOf = (limit: CallLimit): BucketRule => ({
  kind: 'bucket',
  capacity: limit.count,
  refillMs: limit.per === 'minute' ? MINUTE : HOUR,
});
/** Passkey sign-in challenges and answers per client address. */
export const passkeySignInPerAddress = bucketOf(PASSKEY_LIMITS.signInPerAddress);
/** Challenges to add a passkey per account. */
export const passkeyOptionsPerUser = bucketOf(PASSKEY_LIMITS.addPerAccount);
/** Listing an account's passkeys. */
export const passkeyListsPerUser = bucketOf(PASSKEY_LIMITS.listPerAccount);
/** Renaming and removing an account's passkeys, together. */
export const passkeyChangesPerUser = bucketOf(PASSKEY_LIMITS.changesPerAccount);
/** Operator route calls per client address: 20 at once, then 20 a minute. */
export const operatorPerAddress: BucketRule = { kind: 'bucket', capacity: 20, refillMs: MINUTE };
/** The advisor routes per user: `perMinute` at once, then `perMinute` a minute. */
export const advisorPerUser = (perMinute: number): BucketRule => ({
  kind: 'bucket',
  capacity: perMinute,
  refillMs: MINUTE,
});

/**
 * An address's counters are keyed by the address's keyed hash (as its e-mail stream is), never by the address:
 * a stranger typing someone's address must not write it into the table.
 */
const addressHash = (email: string) =>
  Effect.map(emailStreamOf(email), (stream) => stream.id.slice('email-'.length));

export const accountKey = (scope: string, email: string) =>
  Effect.map(addressHash(email), (hash) => `${scope}:account:${hash}`);
export const userKey = (scope: string, userId: string) => `${scope}:user:${userId}`;
export const addressKey = (scope: string, address: string) => `${scope}:address:${address}`;

/** How every key of one account ends, under any scope: by its id, and by its address when it has one. */
export const accountKeySuffixes = (userId: string, email: string | null) =>
  Effect.map(email === null ? Effect.succeed(null) : addressHash(email), (hash) => [
    `:user:${userId}`,
    ...(hash === null ? [] : [`:account:${hash}`]),
  ]);

/**
 * The client's address as the socket saw it. Behind a proxy every client shares the proxy's address, so a
 * deployment behind one should raise the per-address rules or put the proxy's own limits in front.
 */
export const clientAddress = Effect.map(HttpServerRequest.HttpServerRequest, (request) =>
  Option.getOrElse(request.remoteAddress, () => 'unknown'),
);
