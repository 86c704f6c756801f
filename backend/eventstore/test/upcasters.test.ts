import { describe, expect, it, layer } from '@effect/vitest';
import { Effect } from 'effect';
import { EventStore } from '../src/EventStore.ts';
import { ExpectedVersion } from '../src/types.ts';
import { currentSchemaVersion, makeUpcasterRegistry, type Upcaster, upcast } from '../src/upcasters.ts';
import { databaseKinds, storeLayer } from './layers.ts';

// v1 stored one `name`; v2 split it; v3 added a default locale.
const upcasters: Upcaster[] = [
  {
    type: 'Renamed',
    fromVersion: 1,
    upcast: ({ name, ...rest }) => {
      const [first = '', ...last] = String(name).split(' ');
      return { ...rest, firstName: first, lastName: last.join(' ') };
    },
  },
  { type: 'Renamed', fromVersion: 2, upcast: (data) => ({ locale: 'en', ...data }) },
];

describe('upcasters', () => {
  const registry = makeUpcasterRegistry(upcasters);
  it('apply one version at a time up to the current one', () => {
    expect(upcast(registry, 'Renamed', 1, { name: 'Ada King Lovelace' })).toEqual({
      schemaVersion: 3,
      data: { firstName: 'Ada', lastName: 'King Lovelace', locale: 'en' },
    });
    expect(upcast(registry, 'Renamed', 3, { firstName: 'A', lastName: 'B', locale: 'fr' }).data.locale).toBe(
      'fr',
    );
  });
  it('leave other types alone and know the version new events are written with', () => {
    expect(upcast(registry, 'Other', 1, { a: 1 })).toEqual({ schemaVersion: 1, data: { a: 1 } });
    expect(currentSchemaVersion(registry, 'Renamed')).toBe(3);
    expect(currentSchemaVersion(registry, 'Other')).toBe(1);
  });
  it('refuse two upcasters for one version', () => {
    expect(() => makeUpcasterRegistry([upcasters[0]!, upcasters[0]!])).toThrow(/Two upcasters/);
  });
});

describe.each(databaseKinds)('upcasting on read on %s', (kind) => {
  layer(storeLayer(kind, upcasters), { timeout: 60_000, excludeTestServices: true })((it) => {
    it.effect('an old event is read in its current shape, the stored row is untouched', () =>
      Effect.gen(function* () {
        const store = yield* EventStore;
        const id = `renamed-${crypto.randomUUID()}`;
        const metadata = {
          userId: null,
          correlationId: 'c',
          causationId: null,
          recordedAt: new Date().toISOString(),
        };
        yield* store.append(
          id,
          'test',
          [
            {
              eventId: crypto.randomUUID(),
              type: 'Renamed',
              schemaVersion: 1,
              data: { name: 'Grace Hopper' },
              metadata,
            },
          ],
          ExpectedVersion.noStream,
        );
        const [event] = yield* store.readStream(id);
        expect(event!.schemaVersion).toBe(3);
        expect(event!.data).toEqual({ firstName: 'Grace', lastName: 'Hopper', locale: 'en' });
      }),
    );
  });
});
