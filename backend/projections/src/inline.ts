import { SqlClient } from '@effect/sql';
import { InlineProjections } from '@market-muse/eventstore';
import { Effect, Layer } from 'effect';
import { decodeAndApply, handles, LIVE_SCHEMA, type Projection, targetFor } from './projection.ts';

/**
 * Applies the inline projections to the live tables, inside the caller's append transaction. An event a
 * projection cannot decode is parked for it (in the same transaction), never applied.
 */
export const InlineProjectionsLive = (projections: ReadonlyArray<Projection>) =>
  Layer.effect(
    InlineProjections,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient;
      const inline = projections.filter((p) => p.mode === 'inline');
      const target = targetFor(sql, LIVE_SCHEMA);
      return InlineProjections.of({
        apply: (events) =>
          Effect.forEach(
            inline,
            (projection) => {
              const relevant = events.filter((e) => handles(projection, e));
              return relevant.length === 0 ? Effect.void : decodeAndApply(projection, relevant, target);
            },
            { discard: true },
          ).pipe(Effect.provideService(SqlClient.SqlClient, sql)),
      });
    }),
  );
