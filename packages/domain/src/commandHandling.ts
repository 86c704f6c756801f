// Command handling over the event store interface, the same on every store: read a stream, fold it through
// its decider, decide, and append at the version read. A concurrent writer makes the append fail with
// WrongExpectedVersion, and the unit of work runs the whole command again on fresh state.
import { Effect } from 'effect';
import { type Decider, DomainError, type DomainEvent, fold } from './decider.ts';
import {
  type CommandContext,
  EventStore,
  ExpectedVersion,
  type StreamAppend,
  type StreamEvent,
  type StreamName,
} from './eventStore.ts';

/** A stream's history folded by its decider, with the version an append must expect. */
const stateOf = <Command, Event extends DomainEvent, State>(
  decider: Decider<Command, Event, State>,
  history: ReadonlyArray<StreamEvent>,
) => ({
  // A stream only ever holds its own aggregate's events, written by this decider: they are read as such.
  state: fold(
    decider,
    history.map((e) => ({ type: e.type, data: e.data }) as unknown as Event),
  ),
  version: history.length === 0 ? 0n : history[history.length - 1]!.streamVersion,
  exists: history.length > 0,
});

const expectedAt = (version: bigint) =>
  version === 0n ? ExpectedVersion.noStream : ExpectedVersion.exact(version);

export const readState = <Command, Event extends DomainEvent, State>(
  decider: Decider<Command, Event, State>,
  streamId: string,
) =>
  Effect.gen(function* () {
    const store = yield* EventStore;
    return stateOf(decider, yield* store.readStream(streamId));
  });

/** Runs a pure `decide`, turning a thrown DomainError into a typed failure (anything else is a defect). */
export const decideSafely = <Command, Event extends DomainEvent, State>(
  decider: Decider<Command, Event, State>,
  command: Command,
  state: State,
): Effect.Effect<ReadonlyArray<Event>, DomainError> =>
  Effect.suspend(() => {
    try {
      return Effect.succeed(decider.decide(command, state));
    } catch (error) {
      return error instanceof DomainError ? Effect.fail(error) : Effect.die(error);
    }
  });

/** Appends already-decided events to one stream. */
export const appendEvents = (
  stream: StreamName,
  events: ReadonlyArray<DomainEvent>,
  expected: ExpectedVersion,
  context: CommandContext,
) => Effect.flatMap(EventStore, (store) => store.append({ stream, events, expected }, context));

/**
 * Reads a stream, folds it, decides and appends at the version read. Run it inside `unitOfWork`, which
 * retries the unit on a version conflict.
 */
export const handle = <Command, Event extends DomainEvent, State>(
  decider: Decider<Command, Event, State>,
  stream: StreamName,
  command: Command,
  context: CommandContext,
) =>
  Effect.gen(function* () {
    const { state, version } = yield* readState(decider, stream.id);
    const events = yield* decideSafely(decider, command, state);
    if (events.length === 0) return { events, state };
    yield* appendEvents(stream, events, ExpectedVersion.exact(version), context);
    return { events, state: events.reduce(decider.evolve, state) };
  });

/** One stream's command in `handleMany`. */
export interface StreamCommand<Command> {
  readonly stream: StreamName;
  readonly command: Command;
}

/**
 * `handle` for many streams of one decider at once, as a unit's fan-out (a roadmap's tasks): one read of
 * all the streams (none when `fresh`: their ids were just made, so they are new), a decision per stream,
 * and one append of all the events, instead of a read and an append per stream. A broken rule in any
 * stream fails the whole unit.
 */
export const handleMany = <Command, Event extends DomainEvent, State>(
  decider: Decider<Command, Event, State>,
  items: ReadonlyArray<StreamCommand<Command>>,
  context: CommandContext,
  options: { readonly fresh?: boolean } = {},
) =>
  Effect.gen(function* () {
    const store = yield* EventStore;
    const histories = options.fresh
      ? new Map<string, ReadonlyArray<StreamEvent>>()
      : yield* store.readStreams(items.map((item) => item.stream.id));
    const decided: Array<{ events: ReadonlyArray<Event>; state: State; version: bigint }> = [];
    for (const item of items) {
      const { state, version } = stateOf(decider, histories.get(item.stream.id) ?? []);
      const events = yield* decideSafely(decider, item.command, state);
      decided.push({ events, state, version });
    }
    const appends: StreamAppend[] = items.flatMap((item, i) => {
      const { events, version } = decided[i]!;
      return events.length === 0 ? [] : [{ stream: item.stream, events, expected: expectedAt(version) }];
    });
    if (appends.length > 0) yield* store.appendMany(appends, context);
    return decided.map(({ events, state }) => ({ events, state: events.reduce(decider.evolve, state) }));
  });
