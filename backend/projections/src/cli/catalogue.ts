// Writes the event catalogue (every event type, its stream, meaning, schema version and fields) generated
// from the contracts: `npm run catalogue` → docs/event-catalogue.md. `--check` fails when the file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  CATALOGUE_PATH,
  eventTypesWithoutMeaning,
  formattedEventCatalogue,
} from '../catalogue/eventCatalogue.ts';

const root = resolve(import.meta.dirname, '../../../..');
const file = resolve(root, CATALOGUE_PATH);
const missing = eventTypesWithoutMeaning();
if (missing.length > 0) {
  console.error(`Give these event types a meaning in eventCatalogue.ts: ${missing.join(', ')}`);
  process.exit(1);
}
const text = formattedEventCatalogue(root);
if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(file, 'utf8');
  } catch {}
  if (current !== text) {
    console.error(`${file} is stale: run npm run catalogue`);
    process.exit(1);
  }
  console.log(`${file} is up to date`);
} else {
  writeFileSync(file, text);
  console.log(`Wrote ${file}`);
}
