import { Data } from 'effect';

/** A domain event as deciders produce it: a plain discriminated union member. */
export interface DomainEvent {
  readonly type: string;
  readonly data: object;
}

/**
 * Emmett-style decider: pure functions, no I/O and no clock. Time comes in with the command (its `at`,
 * the command context's `now`), so a decision replays the same way at any time.
 */
export interface Decider<Command, Event extends DomainEvent, State> {
  readonly decide: (command: Command, state: State) => ReadonlyArray<Event>;
  readonly evolve: (state: State, event: Event) => State;
  readonly initialState: () => State;
}

export type DomainErrorCode = 'invalid' | 'not_found' | 'conflict' | 'forbidden';

/** A rule the command broke. The message is written for the person who sent it. */
export class DomainError extends Data.TaggedError('DomainError')<{
  readonly code: DomainErrorCode;
  readonly message: string;
  readonly field?: string | undefined;
}> {}

export const fail = (code: DomainErrorCode, message: string, field?: string): never => {
  throw new DomainError({ code, message, field });
};

export const fold = <Event extends DomainEvent, State>(
  decider: Pick<Decider<unknown, Event, State>, 'evolve' | 'initialState'>,
  events: ReadonlyArray<Event>,
): State => events.reduce(decider.evolve, decider.initialState());
