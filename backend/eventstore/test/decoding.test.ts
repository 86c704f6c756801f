import { describe, expect, it, layer } from '@effect/vitest';
import { Effect, Either, Schema } from 'effect';
import { decodeAll, eventDecoder } from '../src/decoding.ts';
import { EventStore } from '../src/EventStore.ts';
import { ExpectedVersion, type StoredEvent } from '../src/types.ts';
import type { Upcaster } from '../src/upcasters.ts';
import { databaseKinds, storeLayer } from './layers.ts';

const schemas = {
  Renamed: Schema.Struct({ firstName: Schema.String, lastName: Schema.String }),
  Counted: Schema.Struct({ n: Schema.Number }),
};
const decode = eventDecoder(schemas);

const stored = (type: string, data: Record<string, unknown>): StoredEvent => ({
  globalPosition: 1n,
  transactionId: 1n,
  streamId: 's',
  streamType: 'test',
  streamVersion: 1n,
  eventId: crypto.randomUUID(),
  type,
  schemaVersion: 1,
  data,
  metadata: { userId: null, correlationId: 'c', causationId: null, recordedAt: '' },
  createdAt: new Date(0),
});

describe('decoding stored events', () => {
  it('gives the typed union member of the event type, keeping fields the schema does not name', () => {
    const result = decode(stored('Counted', { n: 2, note: 'kept' }));
    expect(Either.isRight(result)).toBe(true);
    if (Either.isRight(result) && result.right.type === 'Counted') {
      const n: number = result.right.data.n;
      expect(n).toBe(2);
      expect(result.right.data).toEqual({ n: 2, note: 'kept' });
    }
  });
  it('refuses a payload that does not match, and a type without a schema, with the reason', () => {
    const { decoded, undecodable } = decodeAll(decode, [
      stored('Counted', { n: 1 }),
      stored('Counted', { n: 'two' }),
      stored('Unknown', {}),
      stored('Counted', { n: 3 }),
    ]);
    expect(decoded.map((e) => e.data)).toEqual([{ n: 1 }, { n: 3 }]);
    expect(undecodable.map((u) => u.reason)).toEqual([
      expect.stringContaining('Expected number, actual "two"'),
      'no schema for type Unknown',
    ]);
    expect(undecodable[0]!.message).toContain('Counted v1');
  });
  it('decodes through a schema that transforms as through one that only checks', () => {
    const transforming = eventDecoder({
      Dated: Schema.Struct({
        at: Schema.NumberFromString,
        label: Schema.optionalWith(Schema.String, { default: () => 'none' }),
      }),
    });
    const result = transforming(stored('Dated', { at: '12', note: 'kept' }));
    expect(Either.getOrThrow(result).data).toEqual({ at: 12, label: 'none', note: 'kept' });
    expect(Either.isLeft(transforming(stored('Dated', { at: 'twelve' })))).toBe(true);
  });
  it('refuses, without throwing, a union member looked up by a field holding an object JSON gave a toString', () => {
    const tagged = eventDecoder({
      Answered: Schema.Struct({
        result: Schema.Union(
          Schema.Struct({ source: Schema.Literal('model'), at: Schema.NumberFromString }),
          Schema.Struct({ source: Schema.Literal('rules'), tips: Schema.Array(Schema.String) }),
        ),
      }),
    });
    const payload = JSON.parse('{"result":{"source":{"toString":0},"tips":[]}}');
    const result = tagged(stored('Answered', payload));
    expect(Either.isLeft(result)).toBe(true);
    expect(Either.isRight(tagged(stored('Answered', { result: { source: 'model', at: '3' } })))).toBe(true);
    // A schema that only checks, with a part the guard compiler leaves to `Schema.is` (a record): the
    // check throws the same way before any decoding.
    const checked = eventDecoder({
      Answered: Schema.Struct({
        result: Schema.Union(
          Schema.Struct({ source: Schema.Literal('model'), advice: Schema.String }),
          Schema.Struct({ source: Schema.Literal('rules'), tips: Schema.Array(Schema.String) }),
        ),
        tags: Schema.optional(Schema.Record({ key: Schema.String, value: Schema.String })),
      }),
    });
    expect(Either.isLeft(checked(stored('Answered', payload)))).toBe(true);
    expect(Either.isRight(checked(stored('Answered', { result: { source: 'rules', tips: [] } })))).toBe(true);
  });
});

describe('upcasting sealed events', () => {
  layer(storeLayer('embedded', upcasters), { timeout: 60_000, excludeTestServices: true })((it) => {
    it.effect('brings an old event to the current version and leaves a current one as it was', () =>
      Effect.gen(function* () {
        const store = yield* EventStore;
        const current = stored('Counted', { n: 1 });
        const [old, same] = store.upcastSealed([{ ...stored('Renamed', { name: 'Ada Lovelace' }) }, current]);
        expect([old!.schemaVersion, old!.data]).toEqual([2, { firstName: 'Ada', lastName: 'Lovelace' }]);
        expect(same).toBe(current);
      }),
    );
  });
});

const upcasters: Upcaster[] = [
  {
    type: 'Renamed',
    fromVersion: 1,
    upcast: ({ name, ...rest }) => {
      const [first = '', ...last] = String(name).split(' ');
      return { ...rest, firstName: first, lastName: last.join(' ') };
    },
  },
];

describe.each(databaseKinds)('decoding after upcasting on %s', (kind) => {
  layer(storeLayer(kind, upcasters), { timeout: 60_000, excludeTestServices: true })((it) => {
    it.effect('an old event decodes with the current schema: upcasters run before decoding', () =>
      Effect.gen(function* () {
        const store = yield* EventStore;
        const id = `renamed-${crypto.randomUUID()}`;
        yield* store.append(
          id,
          'test',
          [
            {
              eventId: crypto.randomUUID(),
              type: 'Renamed',
              schemaVersion: 1,
              data: { name: 'Grace Brewster Hopper' },
              metadata: { userId: null, correlationId: 'c', causationId: null, recordedAt: '' },
            },
          ],
          ExpectedVersion.noStream,
        );
        const { decoded, undecodable } = decodeAll(decode, yield* store.readStream(id));
        expect(undecodable).toEqual([]);
        expect(decoded.map((e) => [e.type, e.schemaVersion, e.data])).toEqual([
          ['Renamed', 2, { firstName: 'Grace', lastName: 'Brewster Hopper' }],
        ]);
      }),
    );
  });
});
