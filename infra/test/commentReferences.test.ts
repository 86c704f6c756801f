import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findOutsideReferences } from '../comment-references/check.ts';

// The comment check fires on each kind of reference to a document outside the repository, and not on code
// that merely uses the word (a Kafka topic's `spec`, an OpenAPI document named `spec`). `npm test` checks the
// repository itself (scripts/comment-references.ts).

describe('comments that stand on their own', () => {
  it('names each line that points outside the repository, and only those', () => {
    const root = mkdtempSync(join(tmpdir(), 'mm-comments-'));
    const lines = [
      '/** The active roadmap (spec §4). */',
      '// Hardening (issue 15): headers on every answer.',
      '// Short transactions, as the design notes say.',
      "it('shows the spec's three messages', () => {});",
      '/** Completed goals (spec: green). */',
      'for (const spec of topics) console.log(spec.name);',
      'export const truthful = (spec: Record<string, unknown>) => spec;',
      '// Specifications of the topics, checked at start.',
    ];
    writeFileSync(join(root, 'sample.ts'), lines.join('\n'));
    writeFileSync(join(root, 'notes.md'), 'Written from spec §4 and issue 15.');
    const found = findOutsideReferences(root, ['sample.ts', 'notes.md']).map((f) => f.line);
    expect(found).toEqual([1, 2, 3, 4, 5]);
  });
});
