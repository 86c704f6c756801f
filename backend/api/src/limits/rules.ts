// The arithmetic of every abuse limit, as pure functions of a stored state and the time, so the rules are
// tested without a database and every process applies the same ones to the shared rows (see limits.ts).

/** What a limit answers: 0 when the request may go ahead, else the milliseconds until one may. */
export type Wait = number;

/**
 * A token bucket: `capacity` requests at once, refilled evenly over `refillMs` (so `capacity` per
 * `refillMs` spread out). The state is the tokens left at `at`.
 */
export interface BucketRule {
  readonly kind: 'bucket';
  readonly capacity: number;
  readonly refillMs: number;
}
export interface BucketState {
  readonly tokens: number;
  readonly at: number;
}

/**
 * Growing delays: the first `free` attempts go at once; after that each attempt must wait
 * `baseMs × 2^(attempts − free)` (at most `maxMs`) after the previous one. Nothing is ever locked for
 * longer than `maxMs`, and the count is forgotten `forgetMs` after the last attempt.
 */
export interface DelayRule {
  readonly kind: 'delay';
  readonly free: number;
  readonly baseMs: number;
  readonly maxMs: number;
  readonly forgetMs: number;
}
export interface DelayState {
  readonly attempts: number;
  readonly last: number;
}

export type Rule = BucketRule | DelayRule;

export const bucketTake = (
  rule: BucketRule,
  state: BucketState | null,
  now: number,
): { readonly wait: Wait; readonly state: BucketState } => {
  const perMs = rule.capacity / rule.refillMs;
  const elapsed = state ? Math.max(0, now - state.at) : 0;
  const tokens = state ? Math.min(rule.capacity, state.tokens + elapsed * perMs) : rule.capacity;
  const at = state ? Math.max(state.at, now) : now;
  if (tokens < 1) return { wait: Math.ceil((1 - tokens) / perMs), state: { tokens, at } };
  return { wait: 0, state: { tokens: tokens - 1, at } };
};

/** How long after the previous attempt the next one may come, with `attempts` counted so far. */
export const delayAfter = (rule: DelayRule, attempts: number): number =>
  attempts < rule.free ? 0 : Math.min(rule.maxMs, rule.baseMs * 2 ** (attempts - rule.free));

export const delayCurrent = (rule: DelayRule, state: DelayState | null, now: number): DelayState | null =>
  state && now - state.last < rule.forgetMs ? state : null;

/** The wait before the next attempt (0: it may go now). */
export const delayWait = (rule: DelayRule, state: DelayState | null, now: number): Wait => {
  const current = delayCurrent(rule, state, now);
  if (!current) return 0;
  return Math.max(0, current.last + delayAfter(rule, current.attempts) - now);
};

/** Counts one attempt (when it was allowed to go ahead). */
export const delayCount = (rule: DelayRule, state: DelayState | null, now: number): DelayState => {
  const current = delayCurrent(rule, state, now);
  return { attempts: (current?.attempts ?? 0) + 1, last: Math.max(current?.last ?? now, now) };
};

/** Until when a state must be kept: afterwards it says nothing a missing row would not. */
export const keepUntil = (rule: Rule, now: number): number =>
  rule.kind === 'bucket' ? now + rule.refillMs : now + rule.forgetMs;

/** A wait as the seconds of a Retry-After header (at least one). */
export const retrySeconds = (wait: Wait) => Math.max(1, Math.ceil(wait / 1000));
