import { describe, expect, it } from '@effect/vitest';
import { Arbitrary, FastCheck as fc, Schema } from 'effect';
import { decodesToItself } from '../src/decoding.ts';
import { compileGuard } from '../src/schemaGuards.ts';

/**
 * Values near a schema's: its own arbitrary values, also with one field (or nested field) removed, made
 * undefined, replaced by any value, lengthened, or with an element added to an array.
 */
const nearValues = (schema: Schema.Schema.AnyNoContext) =>
  fc.oneof(
    Arbitrary.make(schema),
    fc
      .tuple(
        Arbitrary.make(schema),
        fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
        fc.nat(),
        fc.anything(),
      )
      .map(([value, path, change, other]) => changedAt(value, path, change % 5, other)),
    fc.anything(),
  );

const changedAt = (value: unknown, path: ReadonlyArray<number>, change: number, other: unknown): unknown => {
  if (typeof value !== 'object' || value === null) return other;
  const copy = (Array.isArray(value) ? [...value] : { ...value }) as Record<string, unknown>;
  const keys = Object.keys(copy);
  if (keys.length === 0) return other;
  const key = keys[path[0]! % keys.length]!;
  if (path.length > 1 && typeof copy[key] === 'object' && copy[key] !== null) {
    copy[key] = changedAt(copy[key], path.slice(1), change, other);
    return copy;
  }
  switch (change) {
    case 0:
      delete copy[key];
      break;
    case 1:
      copy[key] = undefined;
      break;
    case 2:
      copy[key] = other;
      break;
    case 3:
      copy[key] = typeof copy[key] === 'string' ? `${copy[key]}${'x'.repeat(300)}` : null;
      break;
    default:
      if (Array.isArray(copy[key])) copy[key] = [...(copy[key] as unknown[]), other];
      else copy[key] = typeof copy[key] === 'number' ? -1_000_000.5 : '';
  }
  return copy;
};

/** The compiled guard answers as `Schema.is` does, on the schema's values and values near them. */
const agreesWithIs = (schema: Schema.Schema.AnyNoContext) => {
  const guard = compileGuard(schema.ast);
  expect(guard).not.toBeNull();
  const schemaIs = Schema.is(schema);
  // `Schema.is` throws where a union looks a member up by a literal field holding an object that cannot
  // become a string (`{ toString: 0 }`); such a value is not the schema's, and the guard says so.
  const is = (value: unknown) => {
    try {
      return schemaIs(value);
    } catch {
      return false;
    }
  };
  fc.assert(
    fc.property(nearValues(schema), (value) => {
      expect(guard!(value)).toBe(is(value));
    }),
    { numRuns: 2_000 },
  );
};

describe('compiled schema guards', () => {
  it('answer as Schema.is for refined strings, numbers, literals and optional fields', () => {
    agreesWithIs(
      Schema.Struct({
        id: Schema.UUID,
        title: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(200)),
        priority: Schema.Literal('low', 'medium', 'high'),
        minutes: Schema.Number.pipe(Schema.int(), Schema.between(1, 480)),
        done: Schema.Boolean,
        dueDate: Schema.NullOr(Schema.String),
        note: Schema.optional(Schema.String),
        exactNote: Schema.optionalWith(Schema.String, { exact: true }),
      }),
    );
  });

  it('answer as Schema.is for arrays, tuples, nested structs, enums and unions of structs', () => {
    // A TypeScript enum's shape, as `Schema.Enums` takes it.
    const Kind = { Post: 'post', Reel: 'reel' } as const;
    agreesWithIs(
      Schema.Struct({
        steps: Schema.Array(Schema.Struct({ title: Schema.String, week: Schema.Number })),
        pair: Schema.Tuple(Schema.String, Schema.optionalElement(Schema.Number)),
        atLeastOne: Schema.NonEmptyArray(Schema.String),
        kind: Schema.Enums(Kind),
        result: Schema.Union(
          Schema.Struct({ source: Schema.Literal('model'), advice: Schema.String }),
          Schema.Struct({ source: Schema.Literal('rules'), tips: Schema.Array(Schema.String) }),
        ),
        empty: Schema.Struct({}),
        anything: Schema.Unknown,
      }),
    );
    const guard = compileGuard(
      Schema.Union(
        Schema.Struct({ source: Schema.Literal('model'), advice: Schema.String }),
        Schema.Struct({ source: Schema.Literal('rules'), tips: Schema.Array(Schema.String) }),
      ).ast,
    );
    expect(guard!({ source: { toString: 0 }, tips: [] })).toBe(false);
    expect(guard!({ source: 'rules', tips: [] })).toBe(true);
  });

  it('is not made for a schema holding a node it does not know, which Schema.is then checks', () => {
    expect(compileGuard(Schema.Struct({ at: Schema.DateFromSelf }).ast)).toBeNull();
    expect(compileGuard(Schema.Record({ key: Schema.String, value: Schema.Number }).ast)).toBeNull();
    expect(compileGuard(Schema.Struct({ tag: Schema.TemplateLiteral('v', Schema.Number) }).ast)).toBeNull();
  });

  it('refuses an array where a struct is expected, as Schema.is does, even one with no required field', () => {
    const schema = Schema.Struct({ note: Schema.optional(Schema.String) });
    const guard = compileGuard(schema.ast)!;
    for (const value of [[], ['note'], {}, { note: 'x' }, null, 'note'])
      expect(guard(value)).toBe(Schema.is(schema)(value));
  });

  it('checks the type side of a schema that transforms', () => {
    const guard = compileGuard(Schema.Struct({ count: Schema.NumberFromString }).ast)!;
    expect(guard({ count: 3 })).toBe(true);
    expect(guard({ count: '3' })).toBe(false);
  });
});

describe('decodesToItself', () => {
  it('holds for checks alone (refinements included) and not for transformations or declarations', () => {
    expect(
      decodesToItself(
        Schema.Struct({
          title: Schema.String.pipe(Schema.minLength(1)),
          tags: Schema.Array(Schema.String.pipe(Schema.pattern(/^#\w+$/))),
          score: Schema.Number.pipe(Schema.between(0, 100)),
          note: Schema.optional(Schema.NullOr(Schema.String)),
        }).ast,
      ),
    ).toBe(true);
    expect(decodesToItself(Schema.Struct({ count: Schema.NumberFromString }).ast)).toBe(false);
    expect(decodesToItself(Schema.Struct({ at: Schema.DateFromSelf }).ast)).toBe(false);
    expect(
      decodesToItself(
        Schema.Struct({ streamed: Schema.optionalWith(Schema.Boolean, { default: () => false }) }).ast,
      ),
    ).toBe(false);
    expect(decodesToItself(Schema.Struct({ trimmed: Schema.Trim.pipe(Schema.minLength(1)) }).ast)).toBe(
      false,
    );
  });
});
