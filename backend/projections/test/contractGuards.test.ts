import { describe, expect, it } from '@effect/vitest';
import { EventSchemas } from '@market-muse/contracts';
import { compileGuard, decodesToItself } from '@market-muse/eventstore';
import { Arbitrary, FastCheck as fc, Schema } from 'effect';

// Rebuilds check every event's payload with a guard compiled from its contract (`compileGuard`); a
// contract it cannot compile would silently fall back to the slow check, and one it compiled wrongly would
// apply or park the wrong events.
const selfDecoding = Object.entries(EventSchemas).filter(([, schema]) =>
  decodesToItself((schema as Schema.Schema.AnyNoContext).ast),
);

describe('guards compiled from the event contracts', () => {
  it('exist for every contract with no transformation', () => {
    expect(selfDecoding.length).toBeGreaterThan(30);
    const missing = selfDecoding
      .filter(([, schema]) => compileGuard(schema.ast) === null)
      .map(([type]) => type);
    expect(missing).toEqual([]);
  });

  it.each(selfDecoding.map(([type]) => type))(
    'answer as Schema.is for %s payloads and damaged ones',
    (type) => {
      const schema = EventSchemas[type as keyof typeof EventSchemas] as Schema.Schema.AnyNoContext;
      const guard = compileGuard(schema.ast)!;
      const is = Schema.is(schema);
      const damaged = fc
        .tuple(Arbitrary.make(schema), fc.nat(), fc.nat(), fc.anything())
        .map(([value, pick, change, other]) => {
          const copy = { ...(value as Record<string, unknown>) };
          const keys = Object.keys(copy);
          if (keys.length === 0) return other;
          const key = keys[pick % keys.length]!;
          if (change % 3 === 0) delete copy[key];
          else if (change % 3 === 1) copy[key] = other;
          else copy[key] = typeof copy[key] === 'string' ? `${copy[key]}${'x'.repeat(5_000)}` : null;
          return copy;
        });
      fc.assert(
        fc.property(fc.oneof(Arbitrary.make(schema), damaged), (value) => {
          expect(guard(value)).toBe(is(value));
        }),
        { numRuns: 200 },
      );
    },
  );

  it.each(selfDecoding.map(([type]) => type))(
    'take a %s payload they accept as its decoding, which decoding it gives too',
    (type) => {
      const schema = EventSchemas[type as keyof typeof EventSchemas] as Schema.Schema.AnyNoContext;
      const decode = Schema.decodeUnknownSync(schema, { onExcessProperty: 'preserve', errors: 'all' });
      fc.assert(
        fc.property(Arbitrary.make(schema), fc.string(), (value, extra) => {
          const payload = { ...(value as object), addedLater: extra };
          expect(decode(payload)).toEqual(payload);
        }),
        { numRuns: 100 },
      );
    },
  );
});
