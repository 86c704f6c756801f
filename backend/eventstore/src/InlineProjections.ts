import type { SqlError } from '@effect/sql';
import { Context, Effect, Layer } from 'effect';
import type { StoredEvent } from './types.ts';

/**
 * Read models updated inside the append transaction (read-your-writes). The projections package provides
 * the implementation; the command side only knows this interface.
 */
export interface InlineProjectionsService {
  readonly apply: (events: ReadonlyArray<StoredEvent>) => Effect.Effect<void, SqlError.SqlError>;
}

export class InlineProjections extends Context.Tag('@market-muse/InlineProjections')<
  InlineProjections,
  InlineProjectionsService
>() {}

export const InlineProjectionsNone = Layer.succeed(InlineProjections, { apply: () => Effect.void });
