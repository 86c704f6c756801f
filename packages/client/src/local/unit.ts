// One command's unit of work in demo mode: the server's `handle` (read the stream, fold, decide, append)
// over the local log, with the same pure deciders. The events of a unit are written together by
// LocalStore.transact, or not at all when a decider refuses.

import type { MarketMuseEvent } from '@market-muse/contracts';
import type { Decider } from '@market-muse/domain';
import type { LocalEvent } from './store.ts';

type AnyEvent = { readonly type: string; readonly data: object };

export class Unit {
  readonly appended: LocalEvent[] = [];

  private readonly log: readonly LocalEvent[];
  readonly now: Date;

  constructor(log: readonly LocalEvent[], now: Date) {
    this.log = log;
    this.now = now;
  }

  private history(streamId: string): MarketMuseEvent[] {
    return [...this.log, ...this.appended]
      .filter((e) => e.streamId === streamId)
      .map((e) => ({ type: e.type, data: e.data }) as MarketMuseEvent);
  }

  /** Whether the stream has any event yet. */
  exists(streamId: string): boolean {
    return this.history(streamId).length > 0;
  }

  /** The stream's state, folded through the decider's evolve. */
  read<C, E extends AnyEvent, S>(decider: Decider<C, E, S>, streamId: string): S {
    return this.history(streamId).reduce(
      (state, event) => decider.evolve(state, event as unknown as E),
      decider.initialState(),
    );
  }

  /** Reads, decides and appends; a decider's DomainError propagates (the unit is then not written). */
  handle<C, E extends AnyEvent, S>(
    decider: Decider<C, E, S>,
    stream: { readonly id: string; readonly type: string },
    command: C,
  ): { events: readonly E[]; state: S } {
    const state = this.read(decider, stream.id);
    const events = decider.decide(command, state);
    this.append(stream, events);
    return { events, state: events.reduce(decider.evolve, state) };
  }

  append(stream: { readonly id: string; readonly type: string }, events: readonly AnyEvent[]): void {
    const recordedAt = this.now.toISOString();
    for (const event of events)
      this.appended.push({
        streamId: stream.id,
        streamType: stream.type,
        type: event.type,
        data: event.data,
        recordedAt,
      });
  }
}
