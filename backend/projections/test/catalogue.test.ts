import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { EventSchemas } from '@market-muse/contracts';
import { makeUpcasterRegistry } from '@market-muse/eventstore';
import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_PATH,
  catalogueEntry,
  eventCatalogueMarkdown,
  eventTypesWithoutMeaning,
  formattedEventCatalogue,
  OUTSIDE_CATALOGUE,
} from '../src/catalogue/eventCatalogue.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

// The committed event catalogue (docs/event-catalogue.md) is what `npm run catalogue` generates from the
// contracts today: a changed or new event type fails here until the catalogue is regenerated.

describe('the event catalogue', () => {
  it('gives every event type of the contracts a meaning', () => {
    expect(eventTypesWithoutMeaning()).toEqual([]);
  });

  it('lists every event type with its fields', () => {
    const text = eventCatalogueMarkdown();
    for (const type of Object.keys(EventSchemas)) expect(text).toContain(`\n## ${type}\n`);
    expect(text).toContain('| `completedAt` | string |');
  });

  it('describes a type it does not know as outside the catalogue, instead of failing', () => {
    expect(catalogueEntry('ShelfArranged', makeUpcasterRegistry([]))).toEqual([
      '## ShelfArranged',
      '',
      OUTSIDE_CATALOGUE,
    ]);
  });

  it('is committed up to date (run `npm run catalogue` after changing events)', () => {
    const committed = readFileSync(`${ROOT}${CATALOGUE_PATH}`, 'utf8');
    expect(committed).toBe(formattedEventCatalogue(ROOT));
  });
});
