import { Data, Either, ParseResult, Schema, type SchemaAST } from 'effect';
import { compileGuard } from './schemaGuards.ts';
import type { DomainEvent, StoredEvent } from './types.ts';

/** Payload schemas keyed by event type (contracts' `EventSchemas`, or a reader's own selection). */
export type EventSchemaMap = { readonly [type: string]: Schema.Schema.AnyNoContext };

/** The discriminated union of the events a schema map describes: `{ type, data }` per entry. */
export type EventsOf<S extends EventSchemaMap> = {
  readonly [K in keyof S & string]: { readonly type: K; readonly data: Schema.Schema.Type<S[K]> };
}[keyof S & string];

/**
 * A stored event after upcasting and decoding: its position and metadata, with `type` and `data` typed as one
 * member of the union, so switching on `type` narrows `data` (as a decider's evolve does).
 */
export type RecordedEvent<E extends DomainEvent = DomainEvent> = E extends DomainEvent
  ? Omit<StoredEvent, 'type' | 'data'> & { readonly type: E['type']; readonly data: E['data'] }
  : never;

/** A stored event whose payload does not match its type's schema (or whose type has none). */
export class UndecodableEvent extends Data.TaggedError('UndecodableEvent')<{
  readonly event: StoredEvent;
  readonly reason: string;
}> {
  override get message() {
    return `Event ${this.event.eventId} (${this.event.type} v${this.event.schemaVersion}) does not decode: ${this.reason}`;
  }
}

/**
 * Decodes stored (already upcast) events with a schema map. Fields the schema does not name are kept, so a
 * reader sees exactly what was recorded, typed; a payload that does not match is an `UndecodableEvent`.
 */
export const eventDecoder = <S extends EventSchemaMap>(schemas: S) => {
  const decoders = new Map(
    Object.entries(schemas).map(([type, schema]) => [
      type,
      {
        decode: Schema.decodeUnknownEither(schema, { onExcessProperty: 'preserve', errors: 'all' }),
        // A schema with no transformation decodes a payload to itself (extra fields preserved), so a payload
        // it accepts is already its decoding: checking is an order of magnitude cheaper than decoding.
        // The check is compiled from the schema where it can be (`compileGuard`): the same answer, faster.
        accepts: decodesToItself(schema.ast) ? (compileGuard(schema.ast) ?? Schema.is(schema)) : null,
      },
    ]),
  );
  return (event: StoredEvent): Either.Either<RecordedEvent<EventsOf<S>>, UndecodableEvent> => {
    const schema = decoders.get(event.type);
    if (!schema)
      return Either.left(new UndecodableEvent({ event, reason: `no schema for type ${event.type}` }));
    let decoded: ReturnType<typeof schema.decode>;
    try {
      // The schema of `event.type` accepts the payload as it is: this is the union member of that type.
      if (schema.accepts?.(event.data)) return Either.right(event as RecordedEvent<EventsOf<S>>);
      decoded = schema.decode(event.data);
    } catch (error) {
      // Effect's parser (in `Schema.is` for a schema the guard compiler leaves to it, and in decoding)
      // throws, rather than failing, where a union looks a member up by a literal field holding an object
      // that cannot become a string (`{"toString": 0}` in stored JSON): still a payload that does not
      // match, to be parked like any other, not an error that stops the reader.
      return Either.left(new UndecodableEvent({ event, reason: String(error) }));
    }
    return Either.match(decoded, {
      onLeft: (error) =>
        Either.left(
          new UndecodableEvent({ event, reason: ParseResult.TreeFormatter.formatErrorSync(error) }),
        ),
      // The schema of `event.type` accepted the payload: this is the union member of that type.
      onRight: (data) => Either.right({ ...event, data } as RecordedEvent<EventsOf<S>>),
    });
  };
};

/**
 * Whether a schema decodes a payload it accepts to that payload: no transformation anywhere in it (nor a
 * declaration or a suspension, which may hide one). Refinements only check, so they count as none.
 */
export const decodesToItself = (ast: SchemaAST.AST): boolean => {
  switch (ast._tag) {
    case 'Transformation':
    case 'Declaration':
    case 'Suspend':
      return false;
    case 'Refinement':
      return decodesToItself(ast.from);
    case 'Union':
      return ast.types.every(decodesToItself);
    case 'TupleType':
      return (
        ast.elements.every((element) => decodesToItself(element.type)) &&
        ast.rest.every((rest) => decodesToItself(rest.type))
      );
    case 'TypeLiteral':
      return (
        ast.propertySignatures.every((signature) => decodesToItself(signature.type)) &&
        ast.indexSignatures.every((index) => decodesToItself(index.parameter) && decodesToItself(index.type))
      );
    default:
      return true;
  }
};

/** The domain event alone (`{ type, data }`, as deciders produce and fold it), without position or metadata. */
export const toDomainEvent = <E extends DomainEvent>(event: RecordedEvent<E>): E =>
  // `type` and `data` of one union member, taken together: still that member.
  ({ type: event.type, data: event.data }) as E;

/** Splits a batch into decoded events and the ones that do not decode, keeping order within each. */
export const decodeAll = <Decoded>(
  decode: (event: StoredEvent) => Either.Either<Decoded, UndecodableEvent>,
  events: ReadonlyArray<StoredEvent>,
) => {
  const decoded: Array<Decoded> = [];
  const undecodable: Array<UndecodableEvent> = [];
  for (const event of events) {
    const result = decode(event);
    if (Either.isRight(result)) decoded.push(result.right);
    else undecodable.push(result.left);
  }
  return { decoded, undecodable } as const;
};
