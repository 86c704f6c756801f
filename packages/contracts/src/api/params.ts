import { Schema } from 'effect';
import { Id } from '../requests/input.ts';

/** The `{id}` of a route's path: text of at most MAX_ID_LENGTH characters (a lookup answers 404 for any other id). */
export const IdPath = Schema.Struct({ id: Id('id') });
