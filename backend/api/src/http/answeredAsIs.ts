import { HttpServerResponse } from '@effect/platform';
import { compileGuard, decodesToItself } from '@market-muse/eventstore';
import type { Schema } from 'effect';

// A route's answer goes through its success schema's encoder, which walks the schema's parsers building a
// result for every field: for a creator's task list of a few hundred tasks that walk was a third of the
// server's time on the route, more than reading the rows. A read model's rows are already what the contract
// describes (built by functions typed with it), so when the schema has no transformation the answer is its
// own encoding: a guard compiled from the schema confirms it with plain comparisons and the value is written
// as JSON directly. A value the guard refuses goes the schema's way, so a row the contract does not allow
// still fails as before instead of reaching the client.

/**
 * For a success schema without transformations: a function answering a value as its own JSON when the
 * schema accepts it, or handing it back for the route's encoder when not.
 */
export const answeredAsIs = <A, I>(schema: Schema.Schema<A, I>) => {
  const guard = decodesToItself(schema.ast) ? compileGuard(schema.ast) : null;
  // A schema that transforms, or that the guard compiler does not know, is a programming error here: the
  // answer would not be its own encoding.
  if (guard === null) throw new Error('answeredAsIs takes a schema that encodes a value to itself');
  return (value: A): A | HttpServerResponse.HttpServerResponse =>
    guard(value) ? HttpServerResponse.unsafeJson(value) : value;
};
