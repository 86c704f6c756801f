// `npm test`'s check that comments stand on their own (infra/comment-references/check.ts): exits 1 naming
// every line that points to a document outside the repository.
import { resolve } from 'node:path';
import { findOutsideReferences, trackedFiles } from '../comment-references/check.ts';

const root = resolve(import.meta.dirname, '../..');
const findings = findOutsideReferences(root, trackedFiles(root));
for (const { file, line, text, names } of findings) console.error(`${file}:${line}: names ${names}: ${text}`);
if (findings.length > 0) {
  console.error(
    `${findings.length} lines point outside the repository: say the why in place, or copy the rule into docs/ and point there.`,
  );
  process.exit(1);
}
console.log('Comments stand on their own: no reference to a document outside the repository.');
