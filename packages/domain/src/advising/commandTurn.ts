import { Context, Effect } from 'effect';
import type { CommandContext } from '../eventStore.ts';

/**
 * How an adapter serialises one user's commands. The server lets a user's commands take turns in its
 * process, so a burst of writes does not race to a version conflict; an advisor call can take seconds, so
 * a use case takes the turn for its commands only, never around the call. Without it, commands run at once.
 */
export class CommandTurn extends Context.Tag('@market-muse/domain/CommandTurn')<
  CommandTurn,
  { readonly run: <A, E, R>(command: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R> }
>() {}

/** Runs a use case's command in the user's turn, where the adapter keeps turns. */
export const inTurn = <A, E, R>(command: Effect.Effect<A, E, R>) =>
  Effect.flatMap(Effect.serviceOption(CommandTurn), (turn) =>
    turn._tag === 'Some' ? turn.value.run(command) : command,
  );

/** The context of a command at the moment it runs: who, a fresh correlation id, the adapter's clock. */
export type CommandClock = () => CommandContext;
