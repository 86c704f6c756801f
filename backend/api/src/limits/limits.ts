import { SqlClient } from '@effect/sql';
import { TooManyRequests } from '@market-muse/contracts/api';
import { Context, Effect, Layer } from 'effect';
import { retryAfter } from '../http/cookies.ts';
import { AppSettings } from '../settings.ts';
import {
  type BucketRule,
  type BucketState,
  bucketTake,
  type DelayRule,
  type DelayState,
  delayCount,
  delayCurrent,
  delayWait,
  keepUntil,
  retrySeconds,
  type Wait,
} from './rules.ts';

/**
 * Every limit's state is a row here, shared by all API processes on the database and kept across
 * restarts. Rows are read and written under a row lock in one transaction, so two processes counting the
 * same key at once both count.
 */
export const limitsDdl = `
create table if not exists mm_limits (
  key text primary key,
  state jsonb,
  keep_until double precision not null
);
create index if not exists mm_limits_keep_until on mm_limits (keep_until);
`;

export interface LimitsService {
  /** Takes one request from a token bucket: 0 when allowed. */
  readonly take: (key: string, rule: BucketRule) => Effect.Effect<Wait>;
  /**
   * One attempt under growing delays for every key at once (an account and a client address): when any
   * of them asks to wait, nothing is counted and the longest wait is answered; otherwise all count it.
   */
  readonly attempt: (keys: ReadonlyArray<readonly [string, DelayRule]>) => Effect.Effect<Wait>;
  /** Takes back one counted attempt (a success that should not weigh against a shared address). */
  readonly uncount: (key: string, rule: DelayRule) => Effect.Effect<void>;
  /** Forgets a key (a successful sign-in clears its account's delays). */
  readonly forget: (key: string) => Effect.Effect<void>;
  /** Forgets every key ending with one of `suffixes` (a deleted account's counters, whatever their scope). */
  readonly forgetEndingWith: (suffixes: ReadonlyArray<string>) => Effect.Effect<void>;
  /** The clock the limits (and the account tokens) read: the tests' controllable one, or the system's. */
  readonly now: () => number;
}

export class Limits extends Context.Tag('@market-muse/Limits')<Limits, LimitsService>() {}

export const LimitsLive = Layer.effect(
  Limits,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const settings = yield* AppSettings;
    const now = settings.now;

    /** Runs `change` on the locked states of `keys` (null when absent or expired) and stores what it returns. */
    const locked = <A>(
      keys: ReadonlyArray<string>,
      change: (
        states: ReadonlyMap<string, unknown>,
        at: number,
      ) => { result: A; store: Map<string, [unknown, number]> },
    ) =>
      sql
        .withTransaction(
          Effect.gen(function* () {
            const at = now();
            const sorted = [...new Set(keys)].sort();
            for (const key of sorted)
              yield* sql`insert into mm_limits (key, state, keep_until) values (${key}, null, 0) on conflict (key) do nothing`;
            const rows = yield* sql<{ key: string; state: unknown; keep_until: number }>`
              select key, state, keep_until from mm_limits where key in ${sql.in(sorted)} order by key for update`;
            const states = new Map<string, unknown>();
            for (const row of rows) {
              const state = typeof row.state === 'string' ? JSON.parse(row.state) : row.state;
              if (state !== null && Number(row.keep_until) > at) states.set(row.key, state);
            }
            const { result, store } = change(states, at);
            for (const [key, [state, until]] of store)
              yield* sql`update mm_limits set state = ${JSON.stringify(state)}::jsonb, keep_until = ${until}
                where key = ${key}`;
            // Now and then, drop rows that no longer hold anything (a missing row means "no history").
            if (Math.random() < 0.01) yield* sql`delete from mm_limits where keep_until < ${at}`;
            return result;
          }),
        )
        .pipe(Effect.orDie);

    return Limits.of({
      now,
      take: (key, rule) =>
        locked([key], (states, at) => {
          const taken = bucketTake(rule, (states.get(key) as BucketState | undefined) ?? null, at);
          return { result: taken.wait, store: new Map([[key, [taken.state, keepUntil(rule, at)]]]) };
        }),
      attempt: (entries) =>
        locked(
          entries.map(([key]) => key),
          (states, at) => {
            const stateOf = (key: string) => (states.get(key) as DelayState | undefined) ?? null;
            const wait = Math.max(0, ...entries.map(([key, rule]) => delayWait(rule, stateOf(key), at)));
            const store = new Map<string, [unknown, number]>();
            if (wait === 0)
              for (const [key, rule] of entries)
                store.set(key, [delayCount(rule, stateOf(key), at), keepUntil(rule, at)]);
            return { result: wait, store };
          },
        ),
      uncount: (key, rule) =>
        locked([key], (states, at) => {
          const current = delayCurrent(rule, (states.get(key) as DelayState | undefined) ?? null, at);
          const store = new Map<string, [unknown, number]>();
          if (current)
            store.set(key, [
              { attempts: Math.max(0, current.attempts - 1), last: current.last },
              keepUntil(rule, current.last),
            ]);
          return { result: undefined, store };
        }),
      forget: (key) => sql`delete from mm_limits where key = ${key}`.pipe(Effect.asVoid, Effect.orDie),
      forgetEndingWith: (suffixes) =>
        Effect.forEach(
          suffixes,
          (suffix) => sql`delete from mm_limits where right(key, ${suffix.length}) = ${suffix}`,
          { discard: true },
        ).pipe(Effect.orDie),
    });
  }),
);

/** Answers 429 with `Retry-After` and a message saying when to try again. */
export const tooMany = (wait: Wait, message: (inWords: string) => string) =>
  Effect.gen(function* () {
    yield* retryAfter(retrySeconds(wait));
    return yield* Effect.fail(new TooManyRequests({ message: message(waitText(wait)) }));
  });

const waitText = (wait: Wait) => {
  const seconds = retrySeconds(wait);
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};
